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

// The layout clips what runs past the screen, so a page can have no scroll and still cut a row
// off: every element of the page stays within the screen unless a scroller of its own holds it.
test("/ keeps its sections within the screen at 375 px", async ({ page }) => {
  await page.goto("/");
  await expect(
    page
      .getByRole("list", { name: /^Top collections by/ })
      .getByRole("listitem")
      .first(),
  ).toBeVisible({ timeout: 30_000 });
  const cut = await page.locator("main *").evaluateAll((elements) => {
    const width = document.documentElement.clientWidth;
    const held = (element: Element) => {
      for (
        let parent = element.parentElement;
        parent && parent.tagName !== "MAIN";
        parent = parent.parentElement
      ) {
        if (getComputedStyle(parent).overflowX !== "visible") return true;
      }
      return false;
    };
    return elements
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && (box.left < -0.5 || box.right > width + 0.5) && !held(element);
      })
      .map((element) => `${element.tagName} "${element.textContent?.slice(0, 40) ?? ""}"`);
  });
  expect(cut).toEqual([]);
});
