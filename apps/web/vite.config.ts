import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { cspHashes } from "./csp-hashes-plugin.ts";

// The API server (apps/server) listens on :3000 in development; /api also carries the WebSocket.
const apiTarget = process.env.MESHLINK_API_URL ?? "http://localhost:3000";

export default defineConfig({
  plugins: [react(), tailwindcss(), cspHashes()],
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  server: {
    proxy: { "/api": { target: apiTarget, changeOrigin: true, ws: true } },
  },
  preview: {
    proxy: { "/api": { target: apiTarget, changeOrigin: true, ws: true } },
  },
  build: {
    outDir: "dist",
    sourcemap: true,
    // The largest chunks load lazily: the 3D model viewer with three.js (~1,030 kB, 290 kB gzipped)
    // only when an asset's Model View opens, the wallet stack (~570 kB) only on Connect Wallet.
    chunkSizeWarningLimit: 1100,
    rolldownOptions: {
      output: {
        // Long-lived vendor chunks stay cached across app deploys; pages are split by route `lazy`.
        // "vendor" lists the shell's libraries only: the wallet stack (wagmi, viem, RainbowKit) must
        // stay in the lazily loaded chunks that import it, not in a chunk every page downloads.
        codeSplitting: {
          groups: [
            { name: "react", test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            {
              name: "vendor",
              test: /node_modules[\\/](@radix-ui|@floating-ui|@tanstack|sonner|zod|react-remove-scroll[^\\/]*|react-style-singleton|use-callback-ref|use-sidecar|aria-hidden|get-nonce|tslib)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
