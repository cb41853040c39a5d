import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { cspHashes } from "./csp-hashes-plugin.ts";
import { localDecoders } from "./decoders-plugin.ts";
import { precompress } from "./precompress-plugin.ts";
import { prerender } from "./prerender-plugin.ts";

// The API server (apps/server) listens on :3000 in development; /api also carries the WebSocket.
const apiTarget = process.env.MESHLINK_API_URL ?? "http://localhost:3000";

// React Router's package exports resolve to its development build under every condition; a
// production build names its production build itself (remix-run/react-router#14102). That build
// leaves out the development checks that cost a phone ~60 ms in creating the router.
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve("react-router/package.json")),
  "dist/production/index.mjs",
);

export default defineConfig(({ mode }) => ({
  plugins: [react(), tailwindcss(), localDecoders(), prerender(), cspHashes(), precompress()],
  resolve: {
    alias: [
      { find: "@", replacement: fileURLToPath(new URL("./src", import.meta.url)) },
      ...(mode === "production" ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
    ],
  },
  server: {
    proxy: { "/api": { target: apiTarget, changeOrigin: true, ws: true } },
  },
  preview: {
    proxy: { "/api": { target: apiTarget, changeOrigin: true, ws: true } },
  },
  build: {
    outDir: "dist",
    sourcemap: true,
    // Gzipping every chunk for the size report costs each build a second; precompress() writes the
    // files' brotli and gzip variants anyway.
    reportCompressedSize: false,
    // The largest chunks load lazily: the 3D model viewer with three.js (~1,030 kB, 290 kB gzipped)
    // only when an asset's Model View opens, the wallet stack (~570 kB) only on Connect Wallet.
    chunkSizeWarningLimit: 1100,
    rolldownOptions: {
      // zod's builders have no side effects, so a schema nothing uses is dropped from the bundle.
      treeshake: { manualPureFunctions: ["z"] },
      output: {
        // Long-lived vendor chunks stay cached across app deploys; pages are split by route `lazy`.
        // A group is one chunk that whoever needs any part of it downloads whole, so "vendor" lists
        // only what every first load runs. Radix (menus, dialogs), sonner and the wallet stack load
        // with the lazily imported parts that use them; the JS budget test holds the line.
        codeSplitting: {
          groups: [
            { name: "react", test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            { name: "vendor", test: /node_modules[\\/]@tanstack[\\/]/ },
            // zod, and the domain's schemas, load only with a page that builds one (decision 024):
            // the domain's schema-free folders make a chunk of their own, so the lists and rules
            // every page needs never share a chunk with schema modules.
            { name: "zod", test: /node_modules[\\/]zod[\\/]/ },
            {
              name: "domain",
              test: /packages[\\/]domain[\\/]src[\\/](constants|rules|format|messages)[\\/]/,
            },
          ],
        },
      },
    },
  },
}));
