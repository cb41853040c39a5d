import { expect, test } from "@playwright/test";

test.describe("header and footer", () => {
  test("header links lead to browse, listed and register pages", async ({ page }) => {
    await page.goto("/");
    const header = page.getByRole("banner");
    for (const [name, path] of [
      ["Browse", "/browse/assets"],
      ["List", "/account/listed"],
      ["Register", "/register"],
    ] as const) {
      await header.getByRole("link", { name, exact: true }).first().click();
      await expect(page).toHaveURL(path);
      await page.goto("/");
    }
  });

  test("footer shows the MENU and CONNECT groups and Home goes home", async ({ page }) => {
    await page.goto("/browse/assets");
    const footer = page.getByRole("contentinfo");
    for (const name of ["Home", "Infinity Heroes", "Documentation", "Whitepaper", "Contact", "Privacy"]) {
      await expect(footer.getByRole("link", { name, exact: true })).toBeVisible();
    }
    for (const name of ["X", "Telegram", "Linkedin", "Discord", "YouTube"]) {
      await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", /^https:\/\//);
    }
    await footer.getByRole("link", { name: "Home", exact: true }).click();
    await expect(page).toHaveURL("/");
  });
});

test("an unknown route shows the 404 page with a link home", async ({ page }) => {
  const response = await page.goto("/no/such/place");
  expect(response?.status()).toBe(200);
  await expect(page.getByText("Oops! Looks like you're lost")).toBeVisible();
  await page.getByRole("main").getByRole("link", { name: /home/i }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByText("Oops! Looks like you're lost")).toHaveCount(0);
});
