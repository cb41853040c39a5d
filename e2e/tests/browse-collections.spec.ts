import type { Page } from "@playwright/test";
import { expect, test } from "../support/wallet-users.ts";
import { demoSeedDone } from "../support/demo-seed.ts";

// Spec section 2 "Browse" and section 7 "Get collections" on the real stack: the demo seed's
// collections with the statistics kept on write, sorted and filtered by a visitor, who opens one.

const cards = (page: Page) => page.getByRole("main").getByRole("article");

test.describe("browse collections", () => {
  test.setTimeout(240_000);

  test("a visitor sorts and filters collections, then opens one from /browse/collections", async ({
    page,
    request,
  }, testInfo) => {
    await demoSeedDone(request);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/browse/collections");
    await expect(cards(page).first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(/^\d+ collections?$/)).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath("collections-1280.png"), fullPage: true });
    // On a wide screen the search box and the sort sit side by side, not one control per row.
    const searchTop = (await page
      .getByRole("searchbox", { name: "Search collections by name" })
      .boundingBox())!.y;
    const sortTop = (await page.getByRole("combobox", { name: "Sort collections" }).boundingBox())!.y;
    expect(Math.abs(sortTop - searchTop)).toBeLessThan(8);

    await page.getByRole("combobox", { name: "Sort collections" }).selectOption("floor");
    await expect(page).toHaveURL(/\/browse\/collections\?sort=floor$/);
    // Listed collections first, lowest floor first; the unlisted ones after them. The grid shows the
    // previous sort's cards, dimmed and busy, until the new answer arrives.
    await expect(page.getByRole("main").locator('[aria-busy="true"]')).toHaveCount(0);
    const floorsShown = async () =>
      (await cards(page).locator("dl > div", { hasText: "Floor" }).locator("dd").allTextContents()).map(
        (text) => Number.parseFloat(text),
      );
    await expect
      .poll(async () => {
        const floors = await floorsShown();
        const listed = floors.filter((floor) => !Number.isNaN(floor));
        const listedFirst = floors.slice(0, listed.length).every((floor) => !Number.isNaN(floor));
        return listedFirst && listed.every((floor, index) => index === 0 || listed[index - 1]! <= floor);
      })
      .toBe(true);
    expect((await floorsShown()).some((floor) => !Number.isNaN(floor))).toBe(true);

    await page
      .getByRole("searchbox", { name: "Search collections by name" })
      .fill("no such collection at all");
    await page.getByRole("searchbox", { name: "Search collections by name" }).press("Enter");
    await expect(page.getByText("No collections found")).toBeVisible();
    await page.goBack();
    await expect(cards(page).first()).toBeVisible();

    const first = cards(page).first().getByRole("heading").getByRole("link");
    const name = (await first.textContent())!;
    await first.click();
    await expect(page).toHaveURL(/\/collection\/[^/]+\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();

    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/browse/collections");
    await expect(cards(page).first()).toBeVisible({ timeout: 30_000 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: testInfo.outputPath("collections-375.png"), fullPage: true });
  });
});
