import type { Page, TestInfo } from "@playwright/test";
import { createAsset, createCollection } from "../support/asset-creation.ts";
import { countPageLoads, notificationBell, recordLiveMessages } from "../support/live-notifications.ts";
import { expect, test } from "../support/wallet-users.ts";
import { buildZip } from "../support/zip.ts";

// Spec section 4 "Offer": on an asset nobody listed, a studio offers to integrate it into one of its
// games; the owner authorizes, the studio accepts, and accepting executes the integration on-chain.
// Each side is told live, and the deal shows on both profiles and in the asset's activity.

/** The asset page's Offers panel (a collapsible section named by its title). */
const offersPanel = (page: Page) => page.getByRole("region", { name: "Offers", exact: true });

/** The offer row of the studio named `studioName` in the Offers panel's list. */
const offerRow = (page: Page, studioName: string) =>
  offersPanel(page)
    .getByRole("list", { name: "Offers" })
    .getByRole("listitem")
    .filter({ hasText: studioName });

/** A picture of the Offers panel alone, at the page's current width, in the test's output folder. */
async function shootOffersPanel(page: Page, testInfo: TestInfo, name: string): Promise<string> {
  const panel = offersPanel(page);
  await panel.scrollIntoViewIfNeeded();
  const box = await panel.boundingBox();
  if (!box) throw new Error("The Offers panel has no box to photograph");
  const path = testInfo.outputPath(name);
  const width = page.viewportSize()!.width;
  const x = Math.max(0, box.x - 8);
  await page.screenshot({
    path,
    clip: {
      x,
      y: Math.max(0, box.y - 8),
      width: Math.min(width - x, box.width + 16),
      height: box.height + 16,
    },
  });
  return path;
}

test("a studio offers on an unlisted asset, the owner authorizes, the studio accepts, each told live, and the deal shows on both sides", async ({
  openWalletUsers,
}, testInfo) => {
  // Two browsers, the server and anvil on 2 cores: a mint alone can take over a minute there.
  test.setTimeout(300_000);
  const run = `${Date.now()} ${testInfo.parallelIndex}`;
  const [creator, studio] = await openWalletUsers(
    { name: "Offer Creator", type: "Creator" },
    { name: "Offer Studio", type: "Studio" },
  );
  const creatorLive = recordLiveMessages(creator.page);
  const studioLive = recordLiveMessages(studio.page);

  const assetName = "Bronze lantern";
  const games = `Offer game ${run}`;
  const [asset] = await Promise.all([
    createCollection(creator.page, { name: `Offer originals ${run}`, type: "Single 721" }).then(() =>
      createAsset(creator.page, {
        collectionName: `Offer originals ${run}`,
        name: assetName,
        zip: { name: "lantern-src.zip", buffer: buildZip({ "lantern/readme.txt": "Lantern sources" }) },
      }),
    ),
    createCollection(studio.page, { name: games, type: "Single 721" }),
  ]);

  // The creator does not list it; their asset page stays open from here on, so updates come live.
  await expect(notificationBell(creator.page)).toBeVisible();
  await expect(creator.page.getByRole("button", { name: "List", exact: true })).toBeVisible();
  await expect(offersPanel(creator.page)).toContainText("No bids yet");
  // The owner makes no offer on their own asset.
  await expect(offersPanel(creator.page).getByRole("button", { name: "Make offer" })).toHaveCount(0);
  const creatorLoads = countPageLoads(creator.page);

  // The studio opens the unlisted asset: nobody has bid yet, and it may make an offer.
  await studio.page.goto(asset.path);
  await expect(studio.page.getByRole("heading", { name: assetName })).toBeVisible();
  await expect(notificationBell(studio.page)).toBeVisible();
  const creatorProfile = await studio.page
    .locator("header dl > div", { hasText: "Owned by" })
    .getByRole("link", { name: "Offer Creator" })
    .getAttribute("href");
  expect(creatorProfile).toMatch(/^\/account\/[^/]+$/);
  const studioLoads = countPageLoads(studio.page);
  await expect(offersPanel(studio.page)).toContainText("No bids yet");
  const emptyShot = await shootOffersPanel(studio.page, testInfo, "offers-empty-1280.png");

  // The studio offers to integrate it into its own game collection, at a royalty it names.
  await offersPanel(studio.page).getByRole("button", { name: "Make offer" }).click();
  const offerDialog = studio.page.getByRole("dialog", { name: "Make offer" });
  const destination = offerDialog.getByLabel("Game collection");
  await expect(destination.locator("option", { hasText: games })).toHaveCount(1);
  await destination.selectOption({ label: games });
  await offerDialog.getByLabel("Royalty (%)").fill("10");
  await offerDialog.getByRole("button", { name: "Make offer" }).click();
  await expect(studio.page.getByText("You have successfully made an offer!")).toBeVisible({
    timeout: 60_000,
  });
  await expect(offerDialog).toBeHidden();
  const studioRow = offerRow(studio.page, "Offer Studio");
  await expect(studioRow).toContainText(`into ${games}`);
  await expect(studioRow).toContainText("Made");
  await expect(offersPanel(studio.page)).not.toContainText("No bids yet");
  // Nothing for the studio to do until the owner authorizes.
  await expect(studioRow.getByRole("button")).toHaveCount(0);

  // The creator's bell counts the offer live, without a reload, and names it.
  await expect(notificationBell(creator.page, 1)).toBeVisible({ timeout: 20_000 });
  expect(creatorLive).toContain("ASSET_OFFER_MADE");
  expect(creatorLoads()).toBe(0);
  await notificationBell(creator.page, 1).click();
  const creatorInbox = creator.page.getByRole("dialog", { name: "Notifications" });
  await expect(creatorInbox.getByRole("article", { name: "Unread notification" })).toContainText(
    `Offer Studio made an offer to integrate ${assetName}`,
  );
  await creatorInbox.getByRole("button", { name: "Close" }).click();
  await expect(notificationBell(creator.page)).toBeVisible();

  // The creator's open page shows the offer live, the studio by name, and Authorize.
  const creatorRow = offerRow(creator.page, "Offer Studio");
  await expect(creatorRow).toContainText(`into ${games}`);
  await expect(creatorRow).toContainText("Made");
  const studioProfile = await creatorRow.getByRole("link", { name: "Offer Studio" }).getAttribute("href");
  expect(studioProfile).toMatch(/^\/account\/[^/]+$/);
  const authorizeShot = await shootOffersPanel(creator.page, testInfo, "offers-authorize-1280.png");
  const authorize = creatorRow.getByRole("button", { name: "Authorize" });
  await expect(authorize).toBeEnabled();
  await authorize.click();
  await expect(creator.page.getByText("You have successfully authorized the offer!")).toBeVisible({
    timeout: 60_000,
  });
  await expect(creatorRow).toContainText("Authorized");
  await expect(creatorRow.getByRole("button", { name: "Authorize" })).toHaveCount(0);
  expect(creatorLoads()).toBe(0);

  // The studio's bell counts the authorization live, and its open page offers Accept.
  await expect(notificationBell(studio.page, 1)).toBeVisible({ timeout: 20_000 });
  expect(studioLive).toContain("ASSET_OFFER_AUTHORIZED");
  await notificationBell(studio.page, 1).click();
  const studioInbox = studio.page.getByRole("dialog", { name: "Notifications" });
  await expect(studioInbox.getByRole("article", { name: "Unread notification" })).toContainText(
    `Offer Creator authorized your offer to integrate ${assetName}; you can now accept it`,
  );
  await studioInbox.getByRole("button", { name: "Close" }).click();
  await expect(studioRow).toContainText("Authorized");
  const accept = studioRow.getByRole("button", { name: "Accept" });
  await expect(accept).toBeEnabled();
  expect(studioLoads()).toBe(0);

  // The panel as the studio sees it before accepting, on a desktop and on a phone.
  const acceptShot = await shootOffersPanel(studio.page, testInfo, "offers-accept-1280.png");
  await studio.page.setViewportSize({ width: 375, height: 812 });
  await expect(accept).toBeVisible();
  const acceptBox = await accept.boundingBox();
  expect(acceptBox!.x + acceptBox!.width).toBeLessThanOrEqual(375);
  const phoneShot = await shootOffersPanel(studio.page, testInfo, "offers-accept-375.png");
  await studio.page.setViewportSize({ width: 1280, height: 720 });
  testInfo.annotations.push({
    type: "screenshots",
    description: [emptyShot, authorizeShot, acceptShot, phoneShot].join(" "),
  });

  // Accepting executes the integration on-chain.
  await accept.click();
  await expect(studio.page.getByText("You have successfully accepted the offer!")).toBeVisible({
    timeout: 60_000,
  });
  await expect(studioRow).toContainText("Accepted");
  await expect(studioRow.getByRole("button")).toHaveCount(0);

  // The deal shows on both profiles' Deals tabs: the asset, and the other party by name.
  await studio.page.goto(`${studioProfile}/deals`);
  const studioDeal = studio.page.getByRole("article").filter({ hasText: assetName });
  await expect(studioDeal).toHaveCount(1, { timeout: 20_000 });
  await expect(studioDeal).toContainText("Integrated into your game");
  await expect(studioDeal.getByRole("heading", { name: assetName })).toBeVisible();
  await expect(studioDeal.getByRole("link", { name: "Offer Creator" })).toHaveAttribute(
    "href",
    creatorProfile!,
  );

  await creator.page.goto(`${creatorProfile}/deals`);
  const creatorDeal = creator.page.getByRole("article").filter({ hasText: assetName });
  await expect(creatorDeal).toHaveCount(1, { timeout: 20_000 });
  await expect(creatorDeal).toContainText("Integrated by a studio");
  await expect(creatorDeal.getByRole("heading", { name: assetName })).toBeVisible();
  await expect(creatorDeal.getByRole("link", { name: "Offer Studio" })).toHaveAttribute(
    "href",
    studioProfile!,
  );

  // The asset's activity shows the integration the offer executed: Bought, at the royalty offered,
  // from the creator to the studio.
  await creator.page.goto(asset.path);
  const activity = creator.page.getByRole("region", { name: "Asset Activity", exact: true });
  const bought = activity.getByRole("row").filter({ hasText: "Bought" });
  await expect(bought).toHaveCount(1, { timeout: 20_000 });
  await expect(bought).toContainText("10%");
  await expect(bought.getByRole("link", { name: "Offer Creator" })).toHaveAttribute("href", creatorProfile!);
  await expect(bought.getByRole("link", { name: "Offer Studio" })).toHaveAttribute("href", studioProfile!);
  // Reloaded, the owner sees the accepted offer and no step left to take.
  const settledRow = offerRow(creator.page, "Offer Studio");
  await expect(settledRow).toContainText("Accepted");
  await expect(settledRow.getByRole("button")).toHaveCount(0);
});
