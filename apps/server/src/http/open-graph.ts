import type { Db } from "../db/database.ts";
import { findAssetAtAddress } from "../db/queries/assets.ts";
import { findNewestCollectionNamed } from "../db/queries/collections.ts";

// Link previews (Open Graph, Twitter cards) for the pages people share: an asset and a collection.
// Crawlers do not run the SPA, so the server writes the tags into index.html's <head>. Only <meta>
// elements are added: the inline theme script, and so its CSP hash, stays byte for byte the same.

type PageMeta = { title: string; description: string; imageKey: string | null };

const DESCRIPTION_MAX = 200;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const TOKEN_ID = /^\d{1,78}$/;

/** The shared page a path names, looked up with one query; null for any other path or no match. */
export async function findPageMeta(db: Db, pathname: string): Promise<PageMeta | null> {
  const [kind, first, second, ...rest] = pathname.split("/").filter(Boolean);
  if (!first || !second || rest.length > 0) return null;
  if (kind === "asset") {
    if (!ADDRESS.test(first) || !TOKEN_ID.test(second)) return null;
    const row = await findAssetAtAddress(db, first.toLowerCase(), second);
    return row
      ? { title: row.name, description: markdownToText(row.description), imageKey: row.imageKey }
      : null;
  }
  if (kind === "collection") {
    const name = safeDecode(first);
    if (name === null || !UUID.test(second)) return null;
    // As /api/collections/{name}/{userId}.
    const row = await findNewestCollectionNamed(db, name, second);
    return row
      ? { title: row.name, description: htmlToText(row.description), imageKey: row.logoKey ?? row.bannerKey }
      : null;
  }
  return null;
}

/** index.html with the page's tags before </head>; unchanged when it has no </head>. */
export function injectOpenGraph(html: string, meta: PageMeta, urls: { publicUrl: string; path: string }) {
  const base = urls.publicUrl.replace(/\/+$/, "");
  const description = truncate(meta.description || meta.title, DESCRIPTION_MAX);
  const image = meta.imageKey ? `${base}/api/images/${encodeURIComponent(meta.imageKey)}?w=1200&h=630` : null;
  const tags: [string, string, string][] = [
    ["property", "og:type", "website"],
    ["property", "og:site_name", "MeshLink"],
    ["property", "og:title", meta.title],
    ["property", "og:description", description],
    ["property", "og:url", `${base}${urls.path}`],
    ...(image ? [["property", "og:image", image] as [string, string, string]] : []),
    ["name", "twitter:card", image ? "summary_large_image" : "summary"],
    ["name", "twitter:title", meta.title],
    ["name", "twitter:description", description],
    ...(image ? [["name", "twitter:image", image] as [string, string, string]] : []),
  ];
  const head = html.search(/<\/head>/i);
  if (head < 0) return html;
  const block = tags
    .map(([attribute, key, value]) => `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`)
    .join("\n    ");
  return `${html.slice(0, head)}  ${block}\n  ${html.slice(head)}`;
}

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");

/** At most `max` characters, cut at a word boundary when one is near, with an ellipsis. */
export function truncate(text: string, max: number) {
  const chars = [...text];
  if (chars.length <= max) return text;
  const cut = chars.slice(0, max - 1).join("");
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

const collapse = (text: string) => text.replace(/\s+/g, " ").trim();

/** Markdown as the sentence a preview shows: no emphasis marks, headings, images or link targets. */
export function markdownToText(markdown: string) {
  return collapse(
    markdown
      .replace(/```[\s\S]*?```/g, " ")
      .replace(/!\[([^\]]*)\]\([^)]*\)/g, "$1")
      .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
      .replace(/<[^>]*>/g, " ")
      .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+\.)\s+/gm, "")
      .replace(/(\*\*|__|\*|_|~~|`)/g, ""),
  );
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", nbsp: " " };

/** Sanitised HTML (collection descriptions) as plain text. */
export function htmlToText(html: string) {
  return collapse(
    html
      .replace(/<(br|\/p|\/div|\/li|\/h\d)\b[^>]*>/gi, " ")
      .replace(/<[^>]*>/g, "")
      .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name]!),
  );
}

function safeDecode(segment: string) {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
