import sanitizeHtml from "sanitize-html";

// Spec section 5: description text is sanitised, forbidding tags a, img and code and attributes href
// and src. This goes further, by allow-list (docs/decisions/010-stored-text.md): only the formatting
// the editors write survives, and no attribute at all — so stored text cannot run script, fetch
// anything (no src, no style, no url()), post a form, or lay itself over the page.
export const RICH_TEXT_TAGS = [
  // TipTap's StarterKit (collection descriptions, About, Extended)
  ...["p", "br", "hr", "strong", "b", "em", "i", "u", "s", "ul", "ol", "li", "h2", "h3", "blockquote"],
  // what marked makes of markdown (asset descriptions); a task list's <input> is not kept
  ...["h1", "h4", "h5", "h6", "del", "table", "thead", "tbody", "tr", "th", "td"],
] as const;

// Their text is code, style or markup, never prose: it goes with the element.
const DROPPED_WITH_TEXT = [
  ...["script", "style", "textarea", "option", "select", "noscript", "noembed", "noframes"],
  ...["template", "iframe", "object", "xmp", "title", "svg", "math"],
];

const RULES: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: {},
  allowedClasses: {},
  allowedStyles: {},
  allowedSchemes: [],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: [],
  allowProtocolRelative: false,
  allowVulnerableTags: false,
  parseStyleAttributes: false,
  disallowedTagsMode: "discard",
  nonTextTags: DROPPED_WITH_TEXT,
};

/** Stored and shown HTML (collection descriptions, About, Extended, rendered markdown). */
export const sanitizeRichText = (html: string): string => sanitizeHtml(html, RULES);

// Markdown is not HTML: its '>' starts a quote and its '&' is text, so they are given back after
// the HTML in it is sanitised. '<' stays escaped, so nothing given back can open a tag.
const MARKDOWN_RULES: sanitizeHtml.IOptions = {
  ...RULES,
  parser: { decodeEntities: false },
  textFilter: (text) => text.replace(/&gt;/g, ">").replace(/&amp;(?![a-zA-Z0-9#]{1,20};)/g, "&"),
};

/** Stored asset descriptions: the markdown kept, the HTML in it held to the same allow-list. */
export const sanitizeMarkdown = (markdown: string): string => sanitizeHtml(markdown, MARKDOWN_RULES);
