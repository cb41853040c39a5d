import { SESSION_STORAGE_KEYS } from "@meshlink/domain/constants/session-storage";
import type { Page } from "@playwright/test";
import { readFile } from "node:fs/promises";
import { createPublicClient, http, parseAbi } from "viem";
import { foundry } from "viem/chains";
import { createAsset, createCollection } from "../support/asset-creation.ts";
import {
  acceptProposal,
  executeIntegration,
  integrationPanel,
  listAsset,
  proposeIntegration,
} from "../support/integration-flow.ts";
import { countPageLoads, notificationBell, recordLiveMessages } from "../support/live-notifications.ts";
import { requestSourceArchive } from "../support/source-archive.ts";
import { expect, test } from "../support/wallet-users.ts";
import { buildZip } from "../support/zip.ts";

// Spec section 4, the heart of MeshLink: a creator lists, a studio proposes, the creator accepts, the
// studio integrates, each told live; the studio then holds a linked token and may have the sources.
const erc721 = parseAbi([
  "function ownerOf(uint256 tokenId) view returns (address)",
  "function balanceOf(address owner) view returns (uint256)",
]);

/** The signed-in user's id, as their profile link names it (spec section 2, /account/{id}). */
async function userIdOf(page: Page): Promise<string> {
  const token = await page.evaluate((key) => sessionStorage.getItem(key), SESSION_STORAGE_KEYS.token);
  const me = await page.request.post("/api/auth/me", { headers: { Authorization: `Bearer ${token}` } });
  expect(me.ok()).toBe(true);
  return ((await me.json()) as { data: { _id: string } }).data._id;
}

test("a creator lists, a studio proposes and integrates, both told live, and only the studio gets the sources", async ({
  openWalletUsers,
}) => {
  // Three browsers of its own beside another test's, the server and anvil on CI's 2 cores: its ~60
  // steps took 84 s on an idle machine and over 120 s on CI, each one slower, none stuck.
  test.setTimeout(240_000);
  const run = `${Date.now()} ${test.info().parallelIndex}`;
  const [creator, studio, outsider] = await openWalletUsers(
    { name: "Journey Creator", type: "Creator" },
    { name: "Journey Studio", type: "Studio" },
    { name: "Journey Outsider", type: "Studio" },
  );
  const creatorLive = recordLiveMessages(creator.page);
  const studioLive = recordLiveMessages(studio.page);

  const originals = `Journey originals ${run}`;
  const games = `Journey game ${run}`;
  const zip = buildZip({ "totem/readme.txt": "Totem source files", "totem/totem.blend": "blend" });
  const [asset] = await Promise.all([
    createCollection(creator.page, { name: originals, type: "Single 721" }).then(() =>
      createAsset(creator.page, {
        collectionName: originals,
        name: "Carved totem",
        zip: { name: "totem-src.zip", buffer: zip },
      }),
    ),
    createCollection(studio.page, { name: games, type: "Single 721" }),
  ]);

  // The creator lists; their page stays open from here on, so every update reaches it live.
  await listAsset(creator.page, { engine: "Godot", royaltyPercent: "5", expiration: "7 days" });
  await expect(notificationBell(creator.page)).toBeVisible();
  const creatorLoads = countPageLoads(creator.page);

  // The studio proposes into its own collection; the creator's bell counts it without a reload.
  await studio.page.goto(asset.path);
  await expect(studio.page.getByRole("heading", { name: "Carved totem" })).toBeVisible();
  await expect(studio.page).toHaveTitle("Carved totem · MeshLink");
  await expect(notificationBell(studio.page)).toBeVisible();
  // What the studio weighs before proposing: the listing's facts, and people by name, not address.
  const facts = studio.page.getByRole("region", { name: "Listing" });
  const fact = (label: string) =>
    facts.locator("div", { has: studio.page.getByText(label, { exact: true }) });
  await expect(fact("Royalty")).toContainText("5%");
  await expect(fact("Platform fee")).toContainText("2.5%");
  await expect(fact("Expires")).toContainText(/in 6d 23h \d\dm \d\ds/);
  await expect(fact("Engines")).toContainText("Godot");
  const creatorProfile = `/account/${await userIdOf(creator.page)}`;
  await expect(fact("Seller").getByRole("link", { name: "Journey Creator" })).toHaveAttribute(
    "href",
    creatorProfile,
  );
  for (const label of ["Created by", "Owned by"]) {
    await expect(
      studio.page
        .locator("header dl > div", { hasText: label })
        .getByRole("link", { name: "Journey Creator" }),
    ).toHaveAttribute("href", creatorProfile);
  }
  const studioLoads = countPageLoads(studio.page);
  await proposeIntegration(studio.page, games);
  await expect(integrationPanel(studio.page)).toHaveAttribute("data-state", "pending");
  await expect(integrationPanel(studio.page).getByRole("button", { name: "Integrate" })).toBeDisabled();

  await expect(notificationBell(creator.page, 1)).toBeVisible({ timeout: 15_000 });
  expect(creatorLive).toContain("ASSET_PROPOSAL_SENT");
  expect(creatorLoads()).toBe(0);
  await notificationBell(creator.page, 1).click();
  const creatorInbox = creator.page.getByRole("dialog", { name: "Notifications" });
  await expect(creatorInbox.getByRole("img", { name: "Live updates connected" })).toBeVisible();
  await expect(creatorInbox.getByRole("article", { name: "Unread notification" })).toContainText(
    "Journey Studio sent you a proposal to integrate Carved totem",
  );
  await creatorInbox.getByRole("button", { name: "Close" }).click();
  // Opening the bell marked the notification seen.
  await expect(notificationBell(creator.page)).toBeVisible();

  // The creator's open page got the proposal live: the studio by name, and Accept, with no reload.
  const proposalRow = creator.page
    .getByRole("region", { name: "Proposals" })
    .getByRole("row")
    .filter({ hasText: "Journey Studio" });
  await expect(proposalRow.getByRole("link", { name: "Journey Studio" })).toHaveAttribute(
    "href",
    `/account/${await userIdOf(studio.page)}`,
  );
  await acceptProposal(creator.page, "Journey Studio");
  expect(creatorLoads()).toBe(0);
  // The studio's bell counts the acceptance and its open page enables Integrate, without a reload.
  await expect(notificationBell(studio.page, 1)).toBeVisible({ timeout: 15_000 });
  expect(studioLive).toContain("ASSET_PROPOSAL_ACCEPTED");
  await expect(integrationPanel(studio.page)).toHaveAttribute("data-state", "accepted");
  await expect(integrationPanel(studio.page).getByRole("button", { name: "Integrate" })).toBeEnabled();
  expect(studioLoads()).toBe(0);
  await notificationBell(studio.page, 1).click();
  const studioInbox = studio.page.getByRole("dialog", { name: "Notifications" });
  await expect(studioInbox.getByRole("article", { name: "Unread notification" })).toContainText(
    "Journey Creator accepted your proposal for an asset integration of Carved totem",
  );
  await studioInbox.getByRole("button", { name: "Close" }).click();

  const linked = await executeIntegration(studio.page);

  // The linked token was minted to the studio in the studio's collection.
  const chain = createPublicClient({ chain: foundry, transport: http(studio.rpcUrl) });
  const token = await studio.page.evaluate((key) => sessionStorage.getItem(key), SESSION_STORAGE_KEYS.token);
  const studioCollections = await studio.page.request.get(`/api/collections/mine?chainId=${foundry.id}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(studioCollections.ok()).toBe(true);
  const { data: mine } = (await studioCollections.json()) as { data: { name: string; address: string }[] };
  const gameCollection = mine.find((collection) => collection.name === games)?.address;
  expect(linked.collection.toLowerCase()).toBe(gameCollection?.toLowerCase());
  const tokenId = BigInt(linked.tokenId);
  expect(
    await chain.readContract({
      address: linked.collection,
      abi: erc721,
      functionName: "ownerOf",
      args: [tokenId],
    }),
  ).toBe(studio.account.address);
  expect(
    await chain.readContract({
      address: linked.collection,
      abi: erc721,
      functionName: "balanceOf",
      args: [studio.account.address],
    }),
  ).toBe(1n);

  // Its page names the original, and the original lists it among its connected assets.
  await studio.page.getByRole("link", { name: "View integrated asset" }).click();
  await expect(studio.page).toHaveURL(linked.path);
  const integratedFrom = studio.page.locator("p", { hasText: "Integrated from" }).getByRole("link");
  await expect(integratedFrom).toHaveText("Carved totem", { timeout: 15_000 });
  await expect(integratedFrom).toHaveAttribute("href", asset.path);
  await integratedFrom.click();
  await expect(studio.page).toHaveURL(asset.path);
  await expect(
    studio.page.getByRole("region", { name: "Connected Assets" }).getByRole("link", { name: /Carved totem/ }),
  ).toHaveAttribute("href", linked.path);

  // The studio downloads the very zip the creator uploaded, from the page and by a signed request.
  const download = studio.page.getByRole("button", { name: "Download source files" });
  await expect(download).toBeEnabled();
  const saving = studio.page.waitForEvent("download");
  await download.click();
  expect((await readFile(await (await saving).path())).equals(zip)).toBe(true);
  const granted = await requestSourceArchive(studio.page.request, studio.account, asset);
  expect(granted.status()).toBe(200);
  expect((await granted.body()).equals(zip)).toBe(true);

  // A third signed-in user gets neither.
  await outsider.page.goto(asset.path);
  await expect(outsider.page.getByRole("heading", { name: "Carved totem" })).toBeVisible();
  await expect(outsider.page.getByText(/^\d+ integrated games?$/)).toHaveText("1 integrated game");
  // The only token is integrated, so the sold-out listing is closed to further proposals.
  await expect(integrationPanel(outsider.page)).toHaveAttribute("data-state", "expired");
  await expect(integrationPanel(outsider.page).getByRole("button")).toHaveCount(0);
  const struck = outsider.page.getByRole("link", { name: "Download source files" });
  await expect(struck).toHaveAttribute("aria-disabled", "true");
  await expect(struck).toHaveCSS("text-decoration-line", "line-through");
  await expect(outsider.page.getByRole("button", { name: "Download source files" })).toHaveCount(0);
  const refused = await requestSourceArchive(outsider.page.request, outsider.account, asset);
  expect(refused.status()).toBe(403);

  // The server recorded the listing as entered (royalty ×100), closed on-chain by the integration of
  // its only token though a week from expiring, and the studio's proposal as finalised.
  const recorded = await studio.page.request.get(`/api/assets/${asset.collection}/${asset.tokenId}`);
  const { data: original } = (await recorded.json()) as {
    data: { listings: { expiration: string }[]; proposals: unknown[] };
  };
  expect(original).toMatchObject({
    listings: [{ engines: [{ engineId: "godot", name: "Godot" }], price: 500, isActive: false }],
    proposals: [{ offererId: expect.any(String), accepted: true, isFinalised: true }],
  });
  expect(Date.parse(original.listings[0]!.expiration)).toBeGreaterThan(Date.now() + 6 * 24 * 3_600_000);
  // The studio is told it integrated the asset (spec section 4 "Finalised"), not that the listing
  // its own integration closed has expired.
  await studio.page.reload();
  await expect(integrationPanel(studio.page)).toHaveText("You have integrated this NFT.");
  await expect(integrationPanel(studio.page)).toHaveAttribute("data-state", "finalised");
});
