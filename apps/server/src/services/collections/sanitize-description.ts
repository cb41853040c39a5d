// Spec section 5: collection descriptions are sanitised rich text — links, images and code are
// stripped, and href/src never survive. The editor's output is already clean; this is the server's
// own check, by allow-list: known formatting tags are kept without any attribute, every other tag
// is dropped with its text kept, and script/style/iframe-like elements are dropped with their content.
const KEPT_TAGS = new Set([
  "p",
  "br",
  "strong",
  "b",
  "em",
  "i",
  "u",
  "s",
  "ul",
  "ol",
  "li",
  "h1",
  "h2",
  "h3",
  "h4",
  "blockquote",
]);
const DROPPED_WITH_CONTENT =
  /<(script|style|iframe|object|embed|template|code|pre|svg|math)\b[\s\S]*?<\/\1\s*>/gi;

export function sanitizeDescription(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(DROPPED_WITH_CONTENT, "")
    .replace(/<\/?([a-zA-Z][a-zA-Z0-9]*)\b[^>]*>/g, (tag, name: string) => {
      const lower = name.toLowerCase();
      if (!KEPT_TAGS.has(lower)) return "";
      return tag.startsWith("</") ? `</${lower}>` : `<${lower}>`;
    })
    .replace(/<(?![a-z/])/gi, "&lt;");
}
