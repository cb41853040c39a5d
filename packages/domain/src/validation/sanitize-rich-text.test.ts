// @vitest-environment jsdom
/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
import { describe, expect, it } from "vitest";
import { INJECTION_CORPUS } from "../testing/injection-corpus.ts";
import { RICH_TEXT_TAGS, sanitizeMarkdown, sanitizeRichText } from "./sanitize-rich-text.ts";

// The output is read back by a standards parser (jsdom's, as a browser parses innerHTML), so the
// checks see what a page would build from it, not what a regular expression guesses. Text that
// merely mentions a URL is harmless; an element or attribute that could load it is not.
const ALLOWED = new Set<string>(RICH_TEXT_TAGS);
function parsed(html: string) {
  const template = document.createElement("template");
  template.innerHTML = html;
  return [...template.content.querySelectorAll("*")];
}

function expectInert(html: string) {
  for (const element of parsed(html)) {
    expect(ALLOWED.has(element.localName), `<${element.localName}> in ${html}`).toBe(true);
    expect(element.attributes, `attributes in ${html}`).toHaveLength(0);
  }
}

describe("sanitizeRichText", () => {
  it.each(INJECTION_CORPUS)("leaves nothing that runs, fetches or restyles of %s", (payload) => {
    const clean = sanitizeRichText(payload);
    expectInert(clean);
    // Sanitising what was already sanitised changes nothing: the server's and the browser's pass agree.
    expect(sanitizeRichText(clean)).toBe(clean);
  });

  it.each(INJECTION_CORPUS)("holds inside the formatting the editor writes: %s", (payload) => {
    expectInert(
      sanitizeRichText(`<p>before <strong>${payload}</strong> after</p><ul><li>${payload}</li></ul>`),
    );
  });

  it("keeps the editors' formatting and drops every attribute", () => {
    const html =
      '<h2 class="x">Title</h2><p style="color:red">A <strong>bold</strong>, <em>fine</em>, <u>under</u> and <s>gone</s> word.</p>' +
      '<ol start="3"><li><p>one</p></li></ol><blockquote><p>quoted</p></blockquote><hr><table><tr><td>cell</td></tr></table>';
    expect(sanitizeRichText(html)).toBe(
      "<h2>Title</h2><p>A <strong>bold</strong>, <em>fine</em>, <u>under</u> and <s>gone</s> word.</p>" +
        "<ol><li><p>one</p></li></ol><blockquote><p>quoted</p></blockquote><hr /><table><tr><td>cell</td></tr></table>",
    );
  });

  it("forbids links, images and code (spec section 5) but keeps their text", () => {
    expect(
      sanitizeRichText('<p>See <a href="https://x.test">site</a><img src="x.png"> <code>rm</code></p>'),
    ).toBe("<p>See site rm</p>");
  });

  it("drops the text of style, script and form controls with them", () => {
    expect(
      sanitizeRichText("<style>body{display:none}</style><script>alert(1)</script>ok<textarea>x</textarea>"),
    ).toBe("ok");
  });

  it("escapes what is text, so a broken tag stays text", () => {
    expect(sanitizeRichText("2 < 3 & <img src=x onerror=alert(1)//")).not.toMatch(/<img/);
    expect(sanitizeRichText("2 < 3 & 4 > 1")).toBe("2 &lt; 3 &amp; 4 &gt; 1");
  });
});

describe("sanitizeMarkdown", () => {
  it("keeps markdown as typed", () => {
    const markdown =
      "# Sword\n\n> A **sharp** _blade_ & a 2 < 3 rule\n\n- steel\n- oak\n\n| a | b |\n|---|---|\n| 1 | 2 |";
    expect(sanitizeMarkdown(markdown)).toBe(markdown.replace("2 < 3", "2 &lt; 3"));
  });

  it.each(INJECTION_CORPUS)("holds the HTML inside markdown to the same allow-list: %s", (payload) => {
    const clean = sanitizeMarkdown(`Intro **bold**\n\n${payload}\n\n> quote`);
    expectInert(clean);
    // An unclosed tag may take the text after it, as a browser's parser would; what came before stays.
    expect(clean.startsWith("Intro **bold**\n\n")).toBe(true);
  });
});
