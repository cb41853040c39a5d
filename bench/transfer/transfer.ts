// Bytes over the wire: what Chromium downloads to show `/`, `/browse/assets` and an asset page of a
// running MeshLink (BASE_URL, default http://127.0.0.1:3000, seeded: `npm start`), compressed as
// the browser asks and again with `Accept-Encoding: identity`, as before anything was compressed.
// Each load runs in a fresh browser with its cache off; the asset page is the first asset listed.
import { chromium } from "playwright";
import { chromiumArgs, chromiumPath } from "../../e2e/support/chromium.ts";

const base = process.env.BASE_URL ?? "http://127.0.0.1:3000";
const SETTLE_MS = 5_000;

type Load = { bytes: number; requests: number; byType: Record<string, number> };

async function load(path: string, identity: boolean): Promise<Load> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const page = await browser.newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    if (identity)
      await cdp.send("Network.setExtraHTTPHeaders", { headers: { "Accept-Encoding": "identity" } });
    const types = new Map<string, string>();
    const result: Load = { bytes: 0, requests: 0, byType: {} };
    cdp.on("Network.responseReceived", (event) => types.set(event.requestId, event.type));
    cdp.on("Network.loadingFinished", (event) => {
      const type = types.get(event.requestId) ?? "Other";
      result.bytes += event.encodedDataLength;
      result.requests += 1;
      result.byType[type] = (result.byType[type] ?? 0) + event.encodedDataLength;
    });
    await page.goto(base + path, { waitUntil: "networkidle" });
    // The model viewer and its decoders load after the page settles.
    await page.waitForTimeout(SETTLE_MS);
    return result;
  } finally {
    await browser.close();
  }
}

async function firstAssetPath() {
  const response = await fetch(`${base}/api/assets/list`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ page: 1, perPage: 1 }),
  });
  const { data } = (await response.json()) as { data: { data: { address: string; tokenId: string }[] } };
  const asset = data.data[0];
  if (!asset) throw new Error(`no asset at ${base}: start a seeded MeshLink first`);
  return `/asset/${asset.address}/${asset.tokenId}`;
}

const kib = (bytes: number) => `${Math.round(bytes / 1024)} KiB`;
console.log(`Bytes over the wire at ${base} (identity → compressed)`);
for (const path of ["/", "/browse/assets", await firstAssetPath()]) {
  const before = await load(path, true);
  const after = await load(path, false);
  const types = Object.keys(after.byType).sort((a, b) => (after.byType[b] ?? 0) - (after.byType[a] ?? 0));
  console.log(
    `${path}: ${kib(before.bytes)} → ${kib(after.bytes)} in ${after.requests} requests (` +
      types
        .map((type) => `${type} ${kib(before.byType[type] ?? 0)} → ${kib(after.byType[type] ?? 0)}`)
        .join(", ") +
      ")",
  );
}
