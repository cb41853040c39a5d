import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

// Flags that let Debian's Chromium run headless as root on a machine without outside network.
export const chromiumArgs = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** Installs Debian's chromium package when it is missing, as `playwright install --with-deps` would. */
export function ensureChromium(): void {
  if (existsSync(chromiumPath)) return;
  if (process.getuid?.() !== 0) {
    throw new Error(
      `Chromium not found at ${chromiumPath}. Install Debian's package: sudo apt-get install -y chromium ` +
        "(or set CHROMIUM_PATH to a Chromium binary).",
    );
  }
  console.log("Installing Debian's chromium package for the browser tests…");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "-qq", "chromium"], { stdio: "inherit", env });
}
