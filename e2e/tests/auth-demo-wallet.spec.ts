import { expect, test } from "@playwright/test";
import { connectDemoWallet, seededUserName } from "../support/wallet.ts";

// Sign-in where the user is (docs/decisions/003-auth.md, 006-web-wallet-connection.md): the Demo
// wallet acts as the demo seed's users, and a sign-in lasts across the browser's tabs until it ends.
test.describe("the Demo wallet and a sign-in across tabs", () => {
  test.setTimeout(90_000);

  test("signs in as a seeded creator, stays signed in in a new tab, and a logout ends it in both", async ({
    page,
    context,
    request,
  }) => {
    const creator = await seededUserName(request, "creator");
    await page.goto("/");
    await connectDemoWallet(page, creator);
    const userMenu = (on: typeof page) => on.getByRole("button", { name: `Account menu for ${creator}` });
    // Registered by the seed: no registration, the header names the creator.
    await expect(userMenu(page)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole("dialog", { name: "Register to continue" })).toBeHidden();

    const second = await context.newPage();
    await second.goto("/account/settings");
    await expect(userMenu(second)).toBeVisible();
    await expect(second.getByRole("heading", { name: "Connect your wallet to continue" })).toBeHidden();

    await userMenu(second).click();
    await second.getByRole("menuitem", { name: "Log out" }).click();
    await expect(second.getByRole("banner").getByRole("button", { name: "Connect Wallet" })).toBeVisible();
    // The first tab follows without a reload, and nothing is left for a third.
    await expect(page.getByRole("banner").getByRole("button", { name: "Connect Wallet" })).toBeVisible();
    await expect(userMenu(page)).toBeHidden();
    const third = await context.newPage();
    await third.goto("/");
    await expect(third.getByRole("banner").getByRole("button", { name: "Connect Wallet" })).toBeVisible();
    await expect(userMenu(third)).toBeHidden();
  });
});
