import { expect, test } from "@playwright/test";

test("the theme starts light and dark mode survives a reload", async ({ page }) => {
  await page.goto("/");
  const html = page.locator("html");
  await expect(html).not.toHaveClass(/\bdark\b/);

  await page
    .getByRole("button", { name: /night mode|dark mode/i })
    .first()
    .click();
  await expect(html).toHaveClass(/\bdark\b/);

  // The inline script applies the stored theme before the app's code runs.
  await page.route("**/assets/*.js", (route) => route.abort());
  await page.reload();
  await expect(html).toHaveClass(/\bdark\b/);
  await page.unroute("**/assets/*.js");

  await page.reload();
  await expect(html).toHaveClass(/\bdark\b/);
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === "theme")?.value).toBe("dark");
});
