import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import { z } from "zod";

type SecurityOptions = { webDist: string; publicUrl: string; nodeEnv: string };

/**
 * Helmet's headers with a Content Security Policy fit for the SPA: scripts only from this origin
 * plus the inline scripts of the built index.html (the theme script that runs before first paint),
 * allowed by their SHA-256 hash so no other inline script can run. Styles may be inline: UI
 * libraries inject <style> at run time, and injected CSS cannot run code.
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
        scriptSrc: ["'self'", ...inlineScriptHashes(options.webDist)],
        // model-viewer (three.js) fetches a glb's embedded textures from blob: and data: URLs.
        connectSrc: ["'self'", "blob:", "data:", "https:", "wss:", ...loopback],
        imgSrc: ["'self'", "data:", "blob:", "https:"],
        mediaSrc: ["'self'", "data:", "blob:", "https:"],
        workerSrc: ["'self'", "blob:"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    // Wallet SDKs open sign-in popups that must keep a handle on their opener.
    crossOriginOpenerPolicy: { policy: "same-origin-allow-popups" },
    strictTransportSecurity: https,
  });
}

/**
 * `'sha256-…'` sources for each inline `<script>` of the built index.html: from the
 * csp-hashes.json the web build writes beside it, else computed from index.html itself.
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
