import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import { z } from "zod";
import { pageRequests } from "@meshlink/domain/page-requests";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../db/database.ts";
import { apiNotFound } from "./error-handler.ts";
import { findPageMeta, injectOpenGraph } from "./open-graph.ts";
import { answerPageRequests, embedPageAnswers } from "./page-answers.ts";

const PRERENDER_MANIFEST = "prerendered/pages.json";
const ZPrerenderManifest = z.object({
  pages: z.array(z.object({ file: z.string(), pattern: z.string() })),
  fallback: z.string(),
  preloads: z.array(z.object({ pattern: z.string(), files: z.array(z.string()) })).default([]),
});

/** How a path is served: the built file, whether its first screen is drawn, its code to preload. */
type PageServing = { file: string; drawn: boolean; preloads: string[] };
const PLAIN_PAGE: PageServing = { file: "index.html", drawn: false, preloads: [] };

const IMMUTABLE = "public, max-age=31536000, immutable";

const isApiPath = (url: string) => url === "/api" || url.startsWith("/api/") || url.startsWith("/api?");

/**
 * Serves the built SPA from `webDist`. Any other GET outside /api answers index.html so every
 * client-side route deep-links (/asset/0xabc/1, /verify/token…); the SPA renders its own 404 page.
 * With a database, asset and collection pages get their link-preview tags (open-graph.ts).
 */
export async function registerWebApp(
  app: FastifyInstance,
  { webDist, publicUrl, db }: { webDist: string; publicUrl?: string; db?: Db },
) {
  const built = existsSync(path.join(webDist, "index.html"));
  const pageFile = built ? await readPrerenderedPages(webDist) : () => PLAIN_PAGE;
  if (built) {
    await app.register(fastifyStatic, {
      root: webDist,
      cacheControl: false,
      // The build writes file.br and file.gz beside each file worth compressing
      // (apps/web/precompress-plugin.ts): sent as the request's Accept-Encoding allows.
      preCompressed: true,
      // Dot files in the build are its bookkeeping (the build stamp), not the app.
      dotfiles: "ignore",
      // Vite fingerprints everything under assets/, so those never change; the rest revalidates.
      setHeaders: (response, filePath) => {
        const hashed = path.relative(webDist, filePath).split(path.sep)[0] === "assets";
        response.setHeader("cache-control", hashed ? IMMUTABLE : "no-cache");
        response.setHeader("vary", "Accept-Encoding");
      },
    });
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split("?")[0] ?? "/";
    if (isApiPath(pathname) || (request.method !== "GET" && request.method !== "HEAD")) {
      return apiNotFound(request, reply);
    }
    if (!built) {
      return reply
        .code(503)
        .type("text/plain; charset=utf-8")
        .send(
          `The web app is not built: ${webDist} has no index.html.\n` +
            "Run `npm run build` in the repository root, then restart the server. The API is available under /api.\n",
        );
    }
    // A missing fingerprinted file is a stale or wrong link, not a page: answering HTML would
    // make the browser run index.html as a script.
    if (pathname.startsWith("/assets/")) {
      return reply.code(404).type("text/plain; charset=utf-8").send("Not found\n");
    }
    reply.header("cache-control", "no-cache");
    const serving = pageFile(pathname);
    const page = await pageWithData(app, request, pathname, serving, { webDist, publicUrl, db });
    if (page !== null) return reply.type("text/html; charset=utf-8").send(page);
    return reply.sendFile(serving.file);
  });
}

/**
 * The page's HTML with what the server knows of it: an asset or collection page's link-preview
 * tags, its page's code to preload, and the answers its first screen draws from (page-answers.ts).
 * Null when it adds nothing.
 */
async function pageWithData(
  app: FastifyInstance,
  request: FastifyRequest,
  pathname: string,
  { file, drawn, preloads }: PageServing,
  options: { webDist: string; publicUrl?: string; db?: Db },
): Promise<string | null> {
  const { db, publicUrl } = options;
  const search = new URLSearchParams(request.url.slice(pathname.length + 1));
  // A page drawn at build time shows its loading state, which the app's first render must match.
  const requests = request.method === "GET" && !drawn ? pageRequests(pathname, search) : [];
  const [preview, answers] = await Promise.all([
    db && publicUrl ? openGraphOf(request, pathname, { publicUrl, db }) : null,
    answerPageRequests(app, requests),
  ]);
  if (preview === null && answers.length === 0 && preloads.length === 0) return null;
  let html = await readFile(path.join(options.webDist, file), "utf8");
  if (preview) html = preview(html);
  return embedPageAnswers(withModulePreloads(html, preloads), answers);
}

/** `html` with a modulepreload link, as the build writes them, for each file before `</head>`. */
function withModulePreloads(html: string, files: string[]): string {
  const links = files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join("");
  return links ? html.replace("</head>", () => `${links}</head>`) : html;
}

/**
 * The build draws some pages' first screen into their own HTML file and keeps the app's page with
 * nothing drawn for the rest (apps/web/prerender-plugin.ts); its manifest says which path gets which.
 * A build without one answers index.html, with nothing drawn, everywhere.
 */
async function readPrerenderedPages(webDist: string): Promise<(pathname: string) => PageServing> {
  const manifestPath = path.join(webDist, PRERENDER_MANIFEST);
  if (!existsSync(manifestPath)) return () => PLAIN_PAGE;
  const manifest = ZPrerenderManifest.parse(JSON.parse(await readFile(manifestPath, "utf8")));
  const pages = manifest.pages.map(({ file, pattern }) => ({ file, pattern: new RegExp(pattern) }));
  const preloads = manifest.preloads.map(({ files, pattern }) => ({ files, pattern: new RegExp(pattern) }));
  return (pathname) => {
    const file = pages.find(({ pattern }) => pattern.test(pathname))?.file;
    const drawn = file !== undefined;
    const code = preloads.find(({ pattern }) => pattern.test(pathname))?.files ?? [];
    return { file: file ?? manifest.fallback, drawn, preloads: drawn ? [] : code };
  };
}

/** What puts the preview tags of the asset or collection the path names into a page; null otherwise. */
async function openGraphOf(
  request: FastifyRequest,
  pathname: string,
  options: { publicUrl: string; db: Db },
): Promise<((html: string) => string) | null> {
  if (!pathname.startsWith("/asset/") && !pathname.startsWith("/collection/")) return null;
  try {
    const meta = await findPageMeta(options.db, pathname);
    if (!meta) return null;
    return (html) => injectOpenGraph(html, meta, { publicUrl: options.publicUrl, path: pathname });
  } catch (error) {
    // A preview is a nicety: the page itself must always load.
    request.log.warn({ err: error }, "open graph tags skipped");
    return null;
  }
}
