import type { Page } from "@playwright/test";
import { createAsset, createCollection } from "../support/asset-creation.ts";
import { expect, test } from "../support/wallet-users.ts";
import { buildZip } from "../support/zip.ts";
import { demoSeedDone } from "../support/demo-seed.ts";

// Spec section 2 "Browse" on the real stack: the demo seed's assets through POST /api/assets/list
// and /facets, filtered, sorted and searched by a visitor; Live shows an asset a creator mints
// meanwhile, over the WebSocket, without a reload.

const grid = (page: Page) => page.getByRole("region", { name: "Assets" }).getByRole("article");
const cardNames = (page: Page) => grid(page).getByRole("heading").allTextContents();
// Each card's Royalty figure, "12.5%" → 12.5 ("Not listed" → NaN).
const royalties = async (page: Page) =>
  (await grid(page).locator("dl > div", { hasText: "Royalty" }).locator("dd").allTextContents()).map((text) =>
    Number.parseFloat(text),
  );

test.describe("browse assets", () => {
  test.setTimeout(240_000);

  test("a visitor filters by chain and status, sorts by price and searches, all kept in the URL", async ({
    page,
    request,
  }, testInfo) => {
    await demoSeedDone(request);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/browse/assets");
    await expect(grid(page).first()).toBeVisible({ timeout: 30_000 });
    const sidebar = page.getByRole("complementary", { name: "Filters" });
    await expect(sidebar.getByRole("checkbox", { name: /^Local \(\d+ assets?\)$/ })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath("browse-1280-sidebar-open.png"), fullPage: true });

    await sidebar.getByRole("checkbox", { name: /^Local/ }).click();
    await expect(sidebar.getByRole("checkbox", { name: /^Local/ })).toBeChecked();
    await sidebar.getByRole("radio", { name: /^LISTED/ }).click();
    await expect(sidebar.getByRole("radio", { name: /^LISTED/ })).toBeChecked();
    await page.getByRole("combobox", { name: "Sort by" }).selectOption({ label: "Price: low to high" });
    await expect(page).toHaveURL(/\?chain=31337&status=LISTED&sort=price-asc$/);
    // Every card is listed now, cheapest royalty first. Until the sorted answer arrives the grid
    // shows the previous one (dimmed, aria-busy): wait for the answer, not for the first cards.
    await expect(page.getByRole("main").locator('[aria-busy="true"]')).toHaveCount(0);
    const listedAscending = (royalty: number[]) =>
      royalty.length > 1 &&
      !royalty.some(Number.isNaN) &&
      royalty.every((value, index) => index === 0 || royalty[index - 1]! <= value);
    await expect.poll(async () => listedAscending(await royalties(page)), { timeout: 15_000 }).toBe(true);

    // Another test may list an asset meanwhile (Live): the order is checked, not the same cards.
    const listedDescending = (royalty: number[]) => listedAscending([...royalty].reverse());
    await page.getByRole("combobox", { name: "Sort by" }).selectOption({ label: "Price: high to low" });
    await expect.poll(async () => listedDescending(await royalties(page))).toBe(true);

    // The back button returns to the previous sort.
    await page.goBack();
    await expect(page).toHaveURL(/sort=price-asc$/);
    await expect.poll(async () => listedAscending(await royalties(page))).toBe(true);

    await page.getByRole("searchbox", { name: "Search assets by name" }).fill("pillar");
    await expect(page).toHaveURL(/q=pillar/);
    await expect.poll(() => cardNames(page)).toEqual(expect.arrayContaining(["Marble Pillar"]));
    // The grid may still hold the previous answer's cards for a moment: wait until only matches remain.
    await expect
      .poll(async () => (await cardNames(page)).filter((name) => !name.toLowerCase().includes("pillar")))
      .toEqual([]);

    // The link opens the same view elsewhere.
    const shared = page.url();
    const other = await page.context().newPage();
    await other.setViewportSize({ width: 1280, height: 900 });
    await other.goto(shared);
    await expect.poll(() => cardNames(other)).toEqual(await cardNames(page));
    await expect(other.getByRole("searchbox", { name: "Search assets by name" })).toHaveValue("pillar");
    await expect(other.getByRole("radio", { name: /^LISTED/ })).toBeChecked();
    await other.close();

    await page.getByRole("button", { name: "Back" }).click();
    await expect(page.getByRole("complementary", { name: "Filters" })).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath("browse-1280-sidebar-closed.png"), fullPage: true });
  });

  test("on a phone the filters open as a drawer", async ({ page, request }, testInfo) => {
    await demoSeedDone(request);
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/browse/assets");
    await expect(grid(page).first()).toBeVisible({ timeout: 30_000 });
    await page.screenshot({ path: testInfo.outputPath("browse-375-sidebar-closed.png") });

    await page.getByRole("button", { name: "Filter" }).click();
    const drawer = page.getByRole("dialog", { name: "Filters" });
    await expect(drawer.getByRole("radio", { name: /^NOT FOR SALE/ })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath("browse-375-sidebar-open.png") });
    await drawer.getByRole("radio", { name: /^NOT FOR SALE/ }).click();
    await expect(drawer.getByRole("radio", { name: /^NOT FOR SALE/ })).toBeChecked();
    await page.keyboard.press("Escape");
    await expect(drawer).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Filter" })).toBeFocused();
    await expect(page).toHaveURL(/status=NOT_FOR_SALE/);
  });

  test("Live shows an asset minted meanwhile, without a reload", async ({
    page,
    request,
    openWalletUsers,
  }) => {
    await demoSeedDone(request);
    const name = `Livewire Golem ${Date.now()}`;
    await page.goto(`/browse/assets?q=${encodeURIComponent(name)}&live=1`);
    await expect(page.getByText("No items")).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole("button", { name: "Live" })).toHaveAttribute("aria-pressed", "true");
    // A reload would lose this mark: it proves the card came over the socket.
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

    const [creator] = await openWalletUsers({ name: "Live Creator", type: "Creator" });
    const collection = `Live Golems ${Date.now()}`;
    await createCollection(creator.page, { name: collection, type: "Single 721" });
    await createAsset(creator.page, {
      collectionName: collection,
      name,
      zip: { name: "golem.zip", buffer: buildZip({ "golem/readme.txt": "A golem" }) },
    });

    await expect(grid(page).getByRole("heading", { name })).toBeVisible({ timeout: 30_000 });
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  });
});
