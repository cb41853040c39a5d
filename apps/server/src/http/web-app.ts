import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import { z } from "zod";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../db/database.ts";
import { apiNotFound } from "./error-handler.ts";
import { findPageMeta, injectOpenGraph } from "./open-graph.ts";

const PRERENDER_MANIFEST = "prerendered/pages.json";
const ZPrerenderManifest = z.object({
  pages: z.array(z.object({ file: z.string(), pattern: z.string() })),
  fallback: z.string(),
});

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
  const pageFile = built ? await readPrerenderedPages(webDist) : () => "index.html";
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
    const file = pageFile(pathname);
    const page =
      db && publicUrl ? await withOpenGraph(request, pathname, file, { webDist, publicUrl, db }) : null;
    if (page !== null) return reply.type("text/html; charset=utf-8").send(page);
    return reply.sendFile(file);
  });
}

/**
 * The build draws some pages' first screen into their own HTML file and keeps the app's page with
 * nothing drawn for the rest (apps/web/prerender-plugin.ts); its manifest says which path gets which.
 * A build without one answers index.html everywhere.
 */
async function readPrerenderedPages(webDist: string): Promise<(pathname: string) => string> {
  const manifestPath = path.join(webDist, PRERENDER_MANIFEST);
  if (!existsSync(manifestPath)) return () => "index.html";
  const manifest = ZPrerenderManifest.parse(JSON.parse(await readFile(manifestPath, "utf8")));
  const pages = manifest.pages.map(({ file, pattern }) => ({ file, pattern: new RegExp(pattern) }));
  return (pathname) => pages.find(({ pattern }) => pattern.test(pathname))?.file ?? manifest.fallback;
}

/** index.html with the preview tags of the asset or collection the path names; null otherwise. */
async function withOpenGraph(
  request: FastifyRequest,
  pathname: string,
  file: string,
  options: { webDist: string; publicUrl: string; db: Db },
) {
  if (!pathname.startsWith("/asset/") && !pathname.startsWith("/collection/")) return null;
  try {
    const meta = await findPageMeta(options.db, pathname);
    if (!meta) return null;
    const html = await readFile(path.join(options.webDist, file), "utf8");
    return injectOpenGraph(html, meta, { publicUrl: options.publicUrl, path: pathname });
  } catch (error) {
    // A preview is a nicety: the page itself must always load.
    request.log.warn({ err: error }, "open graph tags skipped");
    return null;
  }
}
