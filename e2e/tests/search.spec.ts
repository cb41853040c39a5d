import { expect, test } from "@playwright/test";
import { demoSeedDone } from "../support/demo-seed.ts";

// The header search on the real stack: a visitor types a typo, the suggestions say what they
// searched instead and open the asset; on a phone the same box is in the menu.
test.describe("header search", () => {
  test.setTimeout(180_000);

  test("a visitor types a typo in the header and opens an asset from the suggestions", async ({
    page,
    request,
  }, testInfo) => {
    await demoSeedDone(request);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    const box = page
      .getByRole("banner")
      .getByRole("combobox", { name: "Search assets, collections and users" });
    // The page is drawn from its HTML before the app runs, the box disabled until then; typing
    // (unlike fill or click) does not wait for that by itself.
    await expect(box).toBeEnabled();
    await box.pressSequentially("mire serpnet", { delay: 30 });
    const listbox = page.getByRole("listbox", { name: "Search suggestions" });
    await expect(page.getByText("Did you mean mire serpent?")).toBeVisible({ timeout: 15_000 });
    const option = listbox
      .getByRole("group", { name: "Assets" })
      .getByRole("option", { name: /Mire Serpent/ });
    await expect(option).toBeVisible();
    await page.keyboard.press("ArrowDown");
    await expect(option).toHaveAttribute("aria-selected", "true");
    await page.screenshot({ path: testInfo.outputPath("search-1280.png") });
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/asset\/0x[0-9a-f]{40}\/\d+$/);
    await expect(page.getByRole("heading", { level: 1, name: "Mire Serpent" })).toBeVisible({
      timeout: 30_000,
    });
  });

  test("on a phone the search is in the menu, and See all results opens the browse page", async ({
    page,
    request,
  }, testInfo) => {
    await demoSeedDone(request);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    const box = menu.getByRole("combobox", { name: "Search assets, collections and users" });
    await box.pressSequentially("drkae", { delay: 30 });
    await expect(menu.getByText("Did you mean drake?")).toBeVisible({ timeout: 15_000 });
    await expect(menu.getByRole("option", { name: /Ember Drake/ })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath("search-375.png") });
    await menu.getByRole("option", { name: "See all results" }).click();
    await expect(page).toHaveURL(/\/browse\/assets\?search=drkae$/);
    await expect(menu).toBeHidden();
  });
});
