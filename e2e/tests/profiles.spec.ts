import type { Page } from "@playwright/test";
import { expect, test } from "../support/wallet-users.ts";
import { demoSeedDone } from "../support/demo-seed.ts";

// Spec section 2 "Profile" and the user list on the real stack: a visitor follows a seeded asset's
// creator to their profile, switches tabs and filters (kept in the URL), and finds studios on
// /browse/users.

const cards = (page: Page) => page.getByRole("main").getByRole("article");

test.describe("profiles and people", () => {
  test.setTimeout(240_000);

  test("a visitor opens a creator from an asset page, switches tabs and filters, and lists studios", async ({
    page,
    request,
  }, testInfo) => {
    await demoSeedDone(request);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/browse/assets");
    const firstCard = page.getByRole("region", { name: "Assets" }).getByRole("article").first();
    await expect(firstCard).toBeVisible({ timeout: 30_000 });
    await firstCard.getByRole("heading").getByRole("link").click();
    const creatorLink = page.locator("header dl > div", { hasText: "Created by" }).getByRole("link");
    const creator = (await creatorLink.textContent())!;
    await creatorLink.click();

    await expect(page).toHaveURL(/\/account\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { level: 1, name: creator })).toBeVisible();
    await expect(page.getByRole("img", { name: `${creator}'s avatar` })).toBeVisible();
    await expect(page.getByRole("list", { name: "Wallets" }).getByRole("listitem").first()).toContainText(
      "royalties",
    );
    // The creator's own assets, the asset we came from among them.
    await expect(cards(page).first()).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath("profile-1280.png"), fullPage: true });

    await page.getByRole("button", { name: "Owned", exact: true }).click();
    await expect(page).toHaveURL(/\?filter=owned$/);
    await expect(page.getByRole("button", { name: "Owned", exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(page.getByRole("main").locator('[aria-busy="true"]')).toHaveCount(0);

    await page.getByRole("link", { name: "Collections" }).click();
    await expect(page).toHaveURL(/\/collections$/);
    await expect(cards(page).first()).toBeVisible();
    await page.getByRole("button", { name: "Original", exact: true }).click();
    await expect(page).toHaveURL(/\/collections\?filter=created$/);
    await expect(cards(page).first()).toBeVisible();
    await page.goBack();
    await expect(page.getByRole("button", { name: "All", exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );

    await page.getByRole("link", { name: "Deals" }).click();
    await expect(page.getByRole("main").locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(
      page
        .getByRole("main")
        .getByText(/No items|Integrated/)
        .first(),
    ).toBeVisible();

    await page.setViewportSize({ width: 375, height: 812 });
    await page.getByRole("link", { name: "Assets" }).first().click();
    await expect(cards(page).first()).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath("profile-375.png"), fullPage: true });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/browse/users");
    await expect(cards(page).first()).toBeVisible();
    await page.getByRole("button", { name: "Studio", exact: true }).click();
    await expect(page).toHaveURL(/\/browse\/users\?type=studio$/);
    await expect(page.getByRole("main").locator('[aria-busy="true"]')).toHaveCount(0);
    await expect.poll(async () => (await cards(page).allTextContents()).length).toBeGreaterThan(0);
    for (const text of await cards(page).allTextContents()) expect(text).toContain("Studio");
    await page.screenshot({ path: testInfo.outputPath("users-1280.png"), fullPage: true });
    await page.getByRole("searchbox", { name: "Search people by name" }).fill("no such person at all");
    await page.getByRole("searchbox", { name: "Search people by name" }).press("Enter");
    await expect(page.getByText("No Users")).toBeVisible();
  });
});
