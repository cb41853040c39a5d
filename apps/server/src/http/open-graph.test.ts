import { createHash } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { createTestDb } from "../testing/create-test-db.ts";
import type { Db } from "../db/database.ts";
import { assets, collections, users } from "../db/schema.ts";
import { htmlToText, markdownToText, truncate } from "./open-graph.ts";

const THEME_SCRIPT =
  "(function(){var t=localStorage.getItem('theme');if(t==='dark'||(!t&&matchMedia('(prefers-color-scheme: dark)').matches))document.documentElement.classList.add('dark')})();";
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>MeshLink</title>
    <script>${THEME_SCRIPT}</script>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;
const PUBLIC_URL = "https://meshlink.example";
const ADDRESS = `0x${"ab".repeat(20)}`;
const OTHER = `0x${"cd".repeat(20)}`;

/** The page without the answers its first screen draws from (page-answers.test.ts covers those). */
const withoutAnswers = (html: string) =>
  html.replace(/<script type="application\/json" id="page-answers">[^<]*<\/script>\n/, "");

/** The content of `<meta {attribute}="{key}" content="…">`, as written (still escaped). */
const metaContent = (html: string, key: string) =>
  html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`))?.[1];

describe("Open Graph tags on shared pages", () => {
  let webDist: string;
  let app: FastifyInstance;
  let db: Db;
  let closeDb: () => Promise<void>;
  let ownerId = "";

  beforeAll(async () => {
    webDist = await mkdtemp(path.join(os.tmpdir(), "meshlink-og-"));
    await writeFile(path.join(webDist, "index.html"), INDEX_HTML);
    const database = await createTestDb();
    ({ db } = database);
    closeDb = () => database.close();
    app = await buildApp(
      loadConfig({ LOG_LEVEL: "silent", NODE_ENV: "test", WEB_DIST: webDist, PUBLIC_URL }),
      { database },
    );
    const [owner] = await db
      .insert(users)
      .values({ name: "Ada", email: "ada@example.com", type: "creator", defaultAddress: OTHER })
      .returning();
    ownerId = owner!.id;
    const collection = async (address: string, name: string, description: string, logoKey: string | null) =>
      (
        await db
          .insert(collections)
          .values({
            chainId: 31337,
            address,
            name,
            symbol: "X",
            ercType: "ERC721",
            description,
            logoKey,
            userId: ownerId,
            createdTx: `0x${address.slice(2, 6)}`,
          })
          .returning()
      )[0]!;
    const art = await collection(
      ADDRESS,
      "Crates & Barrels",
      "<p>Stackable <strong>crates</strong> &amp; barrels.</p>",
      "logo-1.png",
    );
    await collection(OTHER, "Plain", "", null);
    const asset = (tokenId: string, name: string, description: string, imageKey: string | null) => ({
      chainId: 31337,
      collectionId: art.id,
      collectionAddress: ADDRESS,
      tokenId,
      name,
      description,
      imageKey,
      supply: "1",
      creatorUserId: ownerId,
      mintedTx: `0x${tokenId}`,
    });
    await db
      .insert(assets)
      .values([
        asset(
          "1",
          "Supply Crate",
          `A sturdy **supply crate**, [game-ready](https://x.example). ${"Wood. ".repeat(60)}`,
          "crate.png",
        ),
        asset("2", "<script>alert(1)</script>", 'Breaks out: "</head><script>alert(2)</script>', null),
      ]);
  });
  afterAll(async () => {
    await app?.close();
    await closeDb?.();
    await rm(webDist, { recursive: true, force: true });
  });

  const get = (url: string) => app.inject({ method: "GET", url });

  it("writes the asset's title, plain-text description, absolute image and url into index.html", async () => {
    const checksummed = ADDRESS.replace("0xab", "0xAB");
    const response = await get(`/asset/${checksummed}/1`);

    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/text\/html/);
    expect(response.headers["cache-control"]).toBe("no-cache");
    const html = response.body;
    expect(metaContent(html, "og:title")).toBe("Supply Crate");
    const description = metaContent(html, "og:description")!;
    expect(description.startsWith("A sturdy supply crate, game-ready. Wood.")).toBe(true);
    expect([...description].length).toBeLessThanOrEqual(200);
    expect(description.endsWith("…")).toBe(true);
    expect(metaContent(html, "og:image")).toBe(`${PUBLIC_URL}/api/images/crate.png?w=1200&amp;h=630`);
    expect(metaContent(html, "og:url")).toBe(`${PUBLIC_URL}/asset/${checksummed}/1`);
    expect(metaContent(html, "twitter:card")).toBe("summary_large_image");
    // The tags sit in <head>, and the rest of the page is untouched.
    expect(html.indexOf("og:title")).toBeLessThan(html.indexOf("</head>"));
    expect(withoutAnswers(html).replace(/\s*<meta (property|name)="(og|twitter):[^>]*>/g, "")).toBe(
      INDEX_HTML,
    );
  });

  it("keeps an asset named <script> inert: every value is HTML-escaped", async () => {
    const html = withoutAnswers((await get(`/asset/${ADDRESS}/2`)).body);

    expect(metaContent(html, "og:title")).toBe("&lt;script&gt;alert(1)&lt;/script&gt;");
    // Markdown's raw HTML is dropped from the preview text; the quote is escaped.
    expect(metaContent(html, "og:description")).toBe("Breaks out: &quot; alert(2)");
    expect(html).not.toContain("alert(1)</script>");
    expect(html.match(/<script\b/g)).toHaveLength(2);
    expect(html.match(/<\/head>/g)).toHaveLength(1);
    expect(metaContent(html, "og:image")).toBeUndefined();
    expect(metaContent(html, "twitter:card")).toBe("summary");
  });

  it("describes a collection from its sanitised HTML, with its logo", async () => {
    const html = (await get(`/collection/${encodeURIComponent("Crates & Barrels")}/${ownerId}`)).body;

    expect(metaContent(html, "og:title")).toBe("Crates &amp; Barrels");
    expect(metaContent(html, "og:description")).toBe("Stackable crates &amp; barrels.");
    expect(metaContent(html, "og:image")).toBe(`${PUBLIC_URL}/api/images/logo-1.png?w=1200&amp;h=630`);
    expect(metaContent(html, "og:url")).toBe(`${PUBLIC_URL}/collection/Crates%20%26%20Barrels/${ownerId}`);
  });

  it("falls back to the collection's name when it has no description", async () => {
    const html = (await get(`/collection/Plain/${ownerId}`)).body;
    expect(metaContent(html, "og:description")).toBe("Plain");
  });

  it.each([
    `/asset/${ADDRESS}/99`,
    `/asset/${OTHER}/1`,
    "/asset/not-an-address/1",
    `/asset/${ADDRESS}/1/extra`,
    `/collection/Nope/${"0".repeat(8)}-0000-0000-0000-${"0".repeat(12)}`,
    "/collection/Plain/not-a-uuid",
    "/account/settings",
  ])("answers %s with the plain index.html", async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX_HTML);
  });

  it("answers the plain index.html, never a 500, when the lookup fails", async () => {
    const select = vi.spyOn(db, "select").mockImplementation(() => {
      throw new Error("database down");
    });
    const response = await get(`/asset/${ADDRESS}/1`).finally(() => select.mockRestore());

    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX_HTML);
  });

  it("leaves the inline theme script's CSP hash valid", async () => {
    const response = await get(`/asset/${ADDRESS}/2`);
    const hash = `'sha256-${createHash("sha256").update(THEME_SCRIPT, "utf8").digest("base64")}'`;

    expect(response.headers["content-security-policy"]).toContain(hash);
    const inline = [...response.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    expect(inline).toEqual([THEME_SCRIPT]);
  });
});

describe("preview text", () => {
  it("strips markdown and HTML to plain text", () => {
    expect(markdownToText("# Title\n\n**Bold** and _it_ with ![img](a.png) [link](https://x)\n- item")).toBe(
      "Title Bold and it with img link item",
    );
    expect(htmlToText("<p>One</p><p>Two &lt;3 &amp; more</p>")).toBe("One Two <3 & more");
  });

  it("truncates at a word boundary with an ellipsis", () => {
    expect(truncate("short", 200)).toBe("short");
    const long = truncate("word ".repeat(100), 200);
    expect([...long].length).toBeLessThanOrEqual(200);
    expect(long.endsWith("word…")).toBe(true);
  });
});
