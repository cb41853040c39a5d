import { ANVIL_ACCOUNT_ADDRESSES } from "@meshlink/domain/constants/anvil-accounts";
import type { BrowseAssetsPage } from "@meshlink/domain/browse-api.types";
import type { Health } from "@meshlink/domain/health.types";
import {
  test as base,
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from "@playwright/test";
import { createPublicClient, http, parseAbi } from "viem";
import { createAsset, createCollection, type CreatedAsset } from "../support/asset-creation.ts";
import {
  acceptProposal,
  executeIntegration,
  listAsset,
  proposeIntegration,
} from "../support/integration-flow.ts";
import { localRpcUrl } from "../support/local-chain.ts";
import { followAuthModalToRegister, registerAndVerify } from "../support/registration.ts";
import { connectDemoWallet, walletChainId } from "../support/wallet.ts";
import { withoutWebGL } from "../support/without-webgl.ts";
import { buildZip } from "../support/zip.ts";

// The product follows two local chains at once (docs/decisions/021-several-chains.md): 31337
// ("Local") and 1328 (Sei testnet's id). A creator works on Sei from the collection form's chain
// choice; a studio's Demo wallet, on Local as every page load starts it, switches to Sei for the
// write that integrates; browse tells the chains apart; each chain's indexer keeps up.
const LOCAL = 31337;
const SEI = 1328;
// The Demo wallet's fresh accounts no other journey signs in with: "New account 2" and "New account
// 3", anvil's accounts 1 and 2.
const CREATOR_ACCOUNT = 2;
const STUDIO_ACCOUNT = 3;
const erc721 = parseAbi(["function ownerOf(uint256 tokenId) view returns (address)"]);

/**
 * `openPage()`: a page in a browser context of its own (a person of their own), closed when the test
 * ends however it ends. People and chains are under test here, not the 3D view: no WebGL.
 */
const test = base.extend<{ openPage: () => Promise<Page> }>({
  openPage: async ({ browser, baseURL, reducedMotion }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async () => {
      const context = await browser.newContext({ baseURL, reducedMotion });
      contexts.push(context);
      await withoutWebGL(context);
      return context.newPage();
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
});

/**
 * A fresh Demo wallet account registered as `name` and signed in on `page`. It starts where both
 * people go next, which asks a visitor to connect and loads no data: the home page's requests slowed
 * the wallet's start on a busy server.
 */
async function signUpWithDemoWallet(page: Page, account: number, name: string, type: "Creator" | "Studio") {
  await page.goto("/collection/create");
  await connectDemoWallet(page, account);
  await followAuthModalToRegister(page);
  await registerAndVerify(page, name, type);
}

/** The newest asset on chain 31337 only, as browse lists it (the demo seed's, or another journey's). */
async function localOnlyAsset(request: APIRequestContext): Promise<{ name: string; path: string }> {
  let card: BrowseAssetsPage["data"][number] | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.post("/api/assets/list", {
          data: { chainIds: [LOCAL], sort: "newest", perPage: 1 },
        });
        card = ((await response.json()) as { data: BrowseAssetsPage }).data.data[0];
        return card !== undefined;
      },
      { timeout: 60_000, message: "an asset on chain 31337" },
    )
    .toBe(true);
  return { name: card!.name, path: `/asset/${card!.address}/${card!.tokenId}` };
}

/**
 * A visitor's /browse/assets: with Blockchain set to Sei the asset on Sei shows and an asset on Local
 * does not; Ethereum, which this server does not follow, is marked "Coming soon" and cannot be chosen.
 */
async function browseBySei(page: Page, onSei: CreatedAsset & { name: string }) {
  const local = await localOnlyAsset(page.request);
  // Card links name the collection as the server stores it: compared without case.
  const card = (path: string) => page.getByRole("region", { name: "Assets" }).locator(`a[href="${path}" i]`);
  await page.goto(`/browse/assets?q=${encodeURIComponent(local.name)}`);
  await expect(card(local.path)).toBeVisible({ timeout: 30_000 });

  const sidebar = page.getByRole("complementary", { name: "Filters" });
  // The choice is kept in the URL and the box follows it a moment later: click, then wait for it.
  const sei = sidebar.getByRole("checkbox", { name: /^Sei( \(|$)/ });
  await sei.click();
  await expect(sei).toBeChecked();
  await expect(page).toHaveURL(/[?&]chain=1328(&|$)/);
  await expect(card(local.path)).toHaveCount(0);
  await page.getByRole("searchbox", { name: "Search assets by name" }).fill(onSei.name);
  await expect(card(onSei.path)).toBeVisible();

  const ethereum = sidebar.locator("label", { hasText: /^Ethereum\b/ });
  await expect(ethereum.getByText("Coming soon")).toBeVisible();
  await expect(ethereum.getByRole("checkbox", { name: "Ethereum Coming soon" })).toBeDisabled();
  // Every choice fits the desktop sidebar: a chain's name and badge once pushed the counts out of it.
  expect(await sidebar.evaluate((aside) => aside.scrollWidth - aside.clientWidth)).toBe(0);
}

/** /api/health once both chains answer and each indexer has applied every block up to the head. */
async function bothChainsCaughtUp(request: APIRequestContext) {
  await expect
    .poll(
      async () => {
        const { data } = (await (await request.get("/api/health")).json()) as { data: Health };
        return [LOCAL, SEI].map((chainId) => {
          const entry = data.chains.find((chain) => chain.chainId === chainId);
          return {
            chainId,
            ok: entry?.ok,
            storeDeployed: entry?.chain.storeDeployed,
            indexerOk: entry?.indexer?.ok,
            lag: entry?.indexer?.lag,
          };
        });
      },
      { timeout: 30_000, message: "both chains ok in /api/health, each indexer at its head" },
    )
    .toEqual(
      [LOCAL, SEI].map((chainId) => ({ chainId, ok: true, storeDeployed: true, indexerOk: true, lag: 0 })),
    );
}

test("a creator lists on Sei, browse tells the chains apart, and a studio's wallet switches from Local to integrate it", async ({
  openPage,
}) => {
  // 45–60 s on a 2-core machine busy with other work; CI runs another journey, the server and two
  // anvils on its 2 cores beside it (see playwright.config.ts).
  test.setTimeout(150_000);
  const run = `${Date.now()} ${test.info().parallelIndex}`;
  // The creator's page, the studio's and a visitor's.
  const [page, studio, visitor] = await Promise.all([openPage(), openPage(), openPage()]);

  const originals = `Sei originals ${run}`;
  const games = `Sei game ${run}`;
  const assetName = `Tidal lantern ${run}`;
  const [asset] = await Promise.all([
    signUpWithDemoWallet(page, CREATOR_ACCOUNT, "Tidal Creator", "Creator")
      .then(() => createCollection(page, { name: originals, type: "Single 721", chain: "Sei" }))
      .then(() =>
        createAsset(page, {
          collectionName: originals,
          name: assetName,
          zip: { name: "lantern.zip", buffer: buildZip({ "lantern/readme.txt": "Tidal lantern" }) },
        }),
      ),
    signUpWithDemoWallet(studio, STUDIO_ACCOUNT, "Tidal Studio", "Studio").then(() =>
      createCollection(studio, { name: games, type: "Single 721", chain: "Sei" }),
    ),
  ]);
  // The asset is on Sei; its creator lists it and stays on its page for the proposal.
  const chainFact = page
    .getByRole("region", { name: "Details" })
    .locator("dl > div", { has: page.getByText("Chain", { exact: true }) });
  await expect(chainFact).toHaveText(/Sei/);
  await listAsset(page, { engine: "Godot", royaltyPercent: "5", expiration: "7 days" });

  const integrate = async () => {
    // A page load starts the Demo wallet on its first chain, Local, whatever the last page did.
    await studio.goto(asset.path);
    await expect(studio.getByRole("heading", { name: assetName })).toBeVisible();
    await expect.poll(() => walletChainId(studio), { message: "the studio's wallet on Local" }).toBe(LOCAL);
    await proposeIntegration(studio, games);
    await acceptProposal(page, "Tidal Studio");
    const linked = await executeIntegration(studio);
    // The integration's write asked the wallet to move to the asset's chain, and it went out there.
    expect(await walletChainId(studio)).toBe(SEI);
    const sei = createPublicClient({ transport: http(await localRpcUrl(studio.request, SEI)) });
    expect(
      await sei.readContract({
        address: linked.collection,
        abi: erc721,
        functionName: "ownerOf",
        args: [BigInt(linked.tokenId)],
      }),
    ).toBe(ANVIL_ACCOUNT_ADDRESSES[STUDIO_ACCOUNT - 1]);
    // The original's page lists the linked token among its connected assets.
    await page.reload();
    await expect(
      page.getByRole("region", { name: "Connected Assets" }).locator(`a[href="${linked.path}" i]`),
    ).toBeVisible({ timeout: 15_000 });
  };
  await Promise.all([integrate(), browseBySei(visitor, { ...asset, name: assetName })]);
  await bothChainsCaughtUp(page.request);
});
