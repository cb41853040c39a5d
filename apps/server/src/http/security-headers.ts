import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import { z } from "zod";

type SecurityOptions = { webDist: string; publicUrl: string; nodeEnv: string };

/** The Basis (KTX2) transcoder's worker, written by the web build (its decoder-locations.ts). */
export const BASIS_WORKER_PATH = "/decoders/basis/ktx2-worker.js";

/**
 * The policy of that worker alone. Its Emscripten bindings build functions from strings, which
 * the page's policy refuses; a worker loaded from a file runs under the policy sent with the file,
 * so evaluation is allowed there and nowhere else. The worker gets its WebAssembly by message from
 * the page: it may fetch nothing and load no other script.
 */
const BASIS_WORKER_POLICY = "default-src 'none'; script-src 'unsafe-eval' 'wasm-unsafe-eval'";

/**
 * Helmet's headers with a Content Security Policy fit for the SPA: scripts only from this origin
 * plus the inline scripts of the built index.html (the theme script that runs before first paint),
 * allowed by their SHA-256 hash so no other inline script can run. Styles may be inline: UI
 * libraries inject <style> at run time, and injected CSS cannot run code.
 *
 * 'wasm-unsafe-eval' lets the model viewer compile WebAssembly: the Draco and meshopt decoders of
 * compressed models are wasm, served from this origin (the web build copies them) and run in the
 * page or in blob: workers, which inherit this policy. It allows compiling wasm only, never eval()
 * or new Function() of JavaScript text; the KTX2 transcoder, which needs that, has its own worker.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: SecurityOptions) {
  const https = options.publicUrl.startsWith("https:");
  // Wallet reads go to chain RPC endpoints (public https ones; the local anvil node in development).
  const loopback =
    options.nodeEnv === "production"
      ? []
      : ["http://localhost:*", "http://127.0.0.1:*", "ws://localhost:*", "ws://127.0.0.1:*"];
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", "'wasm-unsafe-eval'", ...inlineScriptHashes(options.webDist)],
        // model-viewer (three.js) fetches a glb's embedded textures from blob: and data: URLs.
        connectSrc: ["'self'", "blob:", "data:", "https:", "wss:", ...loopback],
        imgSrc: ["'self'", "data:", "blob:", "https:"],
        mediaSrc: ["'self'", "data:", "blob:", "https:"],
        // three's Draco loader runs its decoder in a worker made from a blob: URL.
        workerSrc: ["'self'", "blob:"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    // Wallet SDKs open sign-in popups that must keep a handle on their opener.
    crossOriginOpenerPolicy: { policy: "same-origin-allow-popups" },
    strictTransportSecurity: https,
  });
  app.addHook("onSend", async (request, reply, payload) => {
    if (request.url.split("?")[0] === BASIS_WORKER_PATH) {
      reply.header("content-security-policy", BASIS_WORKER_POLICY);
    }
    return payload;
  });
}

/**
 * `'sha256-…'` sources for each inline `<script>` of the built pages: from the
 * csp-hashes.json the web build writes beside them, else computed from index.html itself.
 */
export function inlineScriptHashes(webDist: string): string[] {
  const hashesFile = path.join(webDist, "csp-hashes.json");
  if (existsSync(hashesFile)) {
    const { scriptSrc } = ZCspHashes.parse(JSON.parse(readFileSync(hashesFile, "utf8")));
    return scriptSrc;
  }
  const indexFile = path.join(webDist, "index.html");
  if (!existsSync(indexFile)) return [];
  const hashes: string[] = [];
  for (const match of readFileSync(indexFile, "utf8").matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = "", body = ""] = match;
    if (/\bsrc\s*=/i.test(attributes) || body.length === 0) continue;
    hashes.push(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return hashes;
}

const ZCspHashes = z.object({ scriptSrc: z.array(z.string().regex(/^'sha256-[A-Za-z0-9+/=]+'$/)) });
