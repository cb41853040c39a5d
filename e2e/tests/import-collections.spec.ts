import type { APIRequestContext, Locator, Page, TestInfo } from "@playwright/test";
import type { AssetDetails } from "@meshlink/domain/assets-api.types";
import { VALIDATION_MESSAGES } from "@meshlink/domain/messages/validation";
import { foundry } from "viem/chains";
import { demoSeedDone } from "../support/demo-seed.ts";
import {
  base64DataUri,
  externalCollections,
  gemSvg,
  seededIpfsMetadata,
} from "../support/external-collections.ts";
import { expect, test } from "../support/wallet-users.ts";

// Spec section 2 "Import Collection card and modal" and decision 019 on the real stack: a creator's
// ERC-721 and ERC-1155 deployed outside MeshLink (plain OpenZeppelin, no Store) are found on the local
// chain, imported from the profile, backfilled, and their tokens' metadata read from data: and ipfs://
// tokenURIs in the background; the tokens then show on the profile and in browse, and a second import
// is refused per row.

const importDialog = (page: Page) => page.getByRole("dialog", { name: "Import Collection" });
const collectionRow = (dialog: Locator, name: string) =>
  dialog
    .getByRole("group", { name: "Collections to import" })
    .getByRole("listitem")
    .filter({ hasText: name });
const cards = (page: Page) => page.getByRole("main").getByRole("article");

/** How far the server got reading one imported token's metadata (null until its asset exists). */
async function metadataOf(request: APIRequestContext, address: string, tokenId: string) {
  const response = await request.get(`/api/assets/${address}/${tokenId}`);
  if (!response.ok()) return null;
  const asset = ((await response.json()) as { data: AssetDetails }).data;
  return { state: asset.metadataState, name: asset.name, image: asset.imageUrl !== null };
}

/** A picture of the open dialog alone, at the page's current width, in the test's output folder. */
async function shootDialog(page: Page, testInfo: TestInfo, name: string): Promise<string> {
  const path = testInfo.outputPath(name);
  await importDialog(page).screenshot({ path });
  return path;
}

test("a creator imports an ERC-721 and an ERC-1155 deployed outside MeshLink; their tokens show with their metadata, and a second import is refused", async ({
  openWalletUsers,
  request,
}, testInfo) => {
  // Deploying, minting, two backfills and three metadata reads (one image each) on 2 cores.
  test.setTimeout(420_000);
  const run = `${Date.now()}${testInfo.parallelIndex}`;
  const [creator] = await openWalletUsers({ name: "Import Creator", type: "Creator" });
  const { page, account, rpcUrl } = creator;
  const chain = externalCollections(account, rpcUrl);

  // Outside MeshLink: the creator's own contracts, and tokens whose metadata lives on-chain (data:)
  // or on IPFS. The IPFS JSON is a seeded MeshLink asset's, which the server's gateway serves.
  const relics = `Ember relics ${run}`;
  const shards = `Rune shards ${run}`;
  const idol = `Ember idol ${run}`;
  const shard = `Rune shard ${run}`;
  const [relicsAddress, shardsAddress] = [
    await chain.deploy721(relics, "EMBR"),
    await chain.deploy1155(shards, "RUNE"),
  ];
  await chain.mint721(
    relicsAddress,
    base64DataUri(
      "application/json",
      JSON.stringify({
        name: idol,
        description: "A **carved** idol, kept on-chain.",
        image: base64DataUri("image/svg+xml", gemSvg("#f97316", "idol")),
        attributes: [
          { trait_type: "Material", value: "Obsidian" },
          { trait_type: "Height (cm)", value: 40 },
        ],
      }),
    ),
  );
  await demoSeedDone(request);
  const pinned = await seededIpfsMetadata(request, rpcUrl);
  await chain.mint721(relicsAddress, `ipfs://${pinned.cid}`);
  // The 1155's JSON percent-encoded rather than base64: both forms of data: URI are read.
  await chain.mint1155(
    shardsAddress,
    7n,
    25n,
    `data:application/json,${encodeURIComponent(
      JSON.stringify({
        name: shard,
        description: "One of twenty-five shards.",
        image: base64DataUri("image/svg+xml", gemSvg("#38bdf8", "shard")),
        attributes: [{ trait_type: "Element", value: "Frost" }],
      }),
    )}`,
  );
  // The API and the web name addresses in lowercase (ZAddress).
  // The borrowed JSON's image is an address of the server that wrote it, which may have run on
  // another port (a prepared data folder): whether it can be fetched here is not under test.
  const tokens = [
    { address: relicsAddress.toLowerCase(), tokenId: "1", name: idol, image: true },
    { address: relicsAddress.toLowerCase(), tokenId: "2", name: pinned.name, image: expect.any(Boolean) },
    { address: shardsAddress.toLowerCase(), tokenId: "7", name: shard, image: true },
  ];

  // Own profile → Collections → Import Collection: the signed-in wallet on the local chain.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/account/collections");
  await page.getByRole("button", { name: /^Import Collection/ }).click();
  const dialog = importDialog(page);
  await expect(dialog).toBeVisible();
  const accountSelect = dialog.getByLabel("Account", { exact: true });
  const wallet = (
    await accountSelect
      .locator("option")
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))
  ).find((value) => value.toLowerCase() === account.address.toLowerCase());
  expect(wallet, "the signed-in wallet is one of the Account options").toBeDefined();
  await accountSelect.selectOption(wallet!);
  await dialog.getByLabel("Chain", { exact: true }).selectOption(String(foundry.id));
  await expect(dialog.getByLabel("Chain", { exact: true })).toHaveValue(String(foundry.id));

  // Both found on-chain, neither imported yet; choosing both offers to import two.
  const relicsRow = collectionRow(dialog, relics);
  const shardsRow = collectionRow(dialog, shards);
  await expect(relicsRow).toContainText("ERC-721", { timeout: 30_000 });
  await expect(relicsRow).toContainText("EMBR");
  await expect(relicsRow).toContainText("Found on-chain");
  await expect(shardsRow).toContainText("ERC-1155");
  await expect(shardsRow).toContainText("RUNE");
  await relicsRow.getByRole("checkbox").check();
  await shardsRow.getByRole("checkbox").check();
  await dialog.getByRole("button", { name: "Import 2 collections" }).click();

  // Each imported in turn, with the tokens its history holds.
  const progress = dialog.getByRole("region", { name: "Import progress" });
  await expect(progress.getByRole("status")).toHaveText("2 imported.", { timeout: 120_000 });
  const progressRows = progress.getByRole("listitem");
  await expect(progressRows).toHaveCount(2);
  await expect(progressRows.filter({ hasText: relics })).toHaveAttribute("data-status", "done");
  await expect(progressRows.filter({ hasText: relics })).toContainText("Imported · 2 tokens");
  await expect(progressRows.filter({ hasText: shards })).toHaveAttribute("data-status", "done");
  await expect(progressRows.filter({ hasText: shards })).toContainText("Imported · 1 token");
  const shots = [await shootDialog(page, testInfo, "import-progress-1280.png")];
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(dialog.getByRole("button", { name: "Done" })).toBeInViewport();
  shots.push(await shootDialog(page, testInfo, "import-progress-375.png"));
  await page.setViewportSize({ width: 1280, height: 900 });
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(dialog).toBeHidden();

  // The Collections tab lists both without a reload.
  await expect(cards(page).filter({ hasText: relics })).toHaveCount(1, { timeout: 20_000 });
  await expect(cards(page).filter({ hasText: shards })).toHaveCount(1);

  // The metadata job reads each tokenURI (and its image) in the background, every few seconds.
  for (const token of tokens) {
    await expect
      .poll(() => metadataOf(request, token.address, token.tokenId), {
        timeout: 150_000,
        intervals: [2_000],
        message: `the metadata of ${token.name} was read`,
      })
      .toEqual({ state: "ready", name: token.name, image: token.image });
  }

  // The profile's Assets tab (created by the importer) names them as their metadata does.
  await page.goto("/account");
  for (const token of tokens) {
    await expect(cards(page).getByRole("heading", { name: token.name, exact: true })).toBeVisible({
      timeout: 20_000,
    });
  }

  // Browse finds them by name.
  for (const name of [idol, shard]) {
    await page.goto(`/browse/assets?q=${encodeURIComponent(name)}`);
    const found = page.getByRole("region", { name: "Assets" }).getByRole("article");
    await expect(found.getByRole("heading", { name, exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(found).toHaveCount(1);
  }

  // The idol's page: the Imported badge, its name, and the on-chain SVG served as an uploaded image.
  await page.getByRole("region", { name: "Assets" }).getByRole("link", { name: shard }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: shard })).toBeVisible();
  await page.goto(`/asset/${tokens[0]!.address}/1`);
  await expect(page.getByRole("heading", { level: 1, name: idol })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText("Imported", { exact: true })).toBeVisible();
  await expect(page.getByText("This token's metadata")).toHaveCount(0);
  const image = page.getByRole("main").getByRole("img", { name: idol, exact: true }).first();
  await expect(image).not.toHaveAttribute("data-placeholder");
  await expect(image).toHaveAttribute("src", /\/api\/images\//);
  await expect.poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByRole("main")).toContainText("Obsidian");
  shots.push(testInfo.outputPath("imported-asset-1280.png"));
  await page.screenshot({ path: shots.at(-1)!, fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(image).toBeVisible();
  shots.push(testInfo.outputPath("imported-asset-375.png"));
  await page.screenshot({ path: shots.at(-1)!, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  // A second import: both rows are shown but cannot be chosen, and say why.
  await page.goto("/account/collections");
  await page.getByRole("button", { name: /^Import Collection/ }).click();
  for (const name of [relics, shards]) {
    const checkbox = collectionRow(dialog, name).getByRole("checkbox");
    await expect(checkbox).toBeDisabled({ timeout: 30_000 });
    await expect(checkbox).toHaveAccessibleDescription(VALIDATION_MESSAGES.collectionAlreadyImported);
  }
  await expect(dialog.getByRole("button", { name: "Import", exact: true })).toBeDisabled();
  shots.push(await shootDialog(page, testInfo, "import-already-imported-1280.png"));
  testInfo.annotations.push({ type: "screenshots", description: shots.join(" ") });
});
