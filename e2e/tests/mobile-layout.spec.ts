import { expect, test } from "@playwright/test";

test.use({ viewport: { width: 375, height: 812 } });

for (const path of ["/", "/browse/assets", "/account/listed", "/register", "/no/such/place"]) {
  test(`${path} has no horizontal scroll at 375 px`, async ({ page }) => {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
}
