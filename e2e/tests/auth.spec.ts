import { expect, test } from "@playwright/test";
import { followAuthModalToRegister, registerAndVerify } from "../support/registration.ts";
import { connectDemoWallet } from "../support/wallet.ts";

// Spec sections 2 and 4 on the real stack: anvil's chain 31337, the server's SIWE checks and mail outbox.
test.describe("wallet sign-in and registration", () => {
  test("a new Demo wallet registers, verifies its email, stays signed in on reload and logs out", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto("/");
    await connectDemoWallet(page, 5);

    await followAuthModalToRegister(page);
    // The form refuses an invalid email and focuses the first invalid field.
    const form = page.getByRole("form", { name: "Registration" });
    await form.getByRole("button", { name: "Register" }).click();
    await expect(form.getByText("Invalid email address")).toBeVisible();
    await expect(form.getByLabel("Name")).toBeFocused();
    await registerAndVerify(page, "Pixel Forge", "Studio");

    const userMenu = page.getByRole("button", { name: "Account menu for Pixel Forge" });
    await expect(userMenu).toBeVisible();

    await page.reload();
    await expect(userMenu).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem("logged_in"))).toBe("true");

    await userMenu.click();
    await page.getByRole("menuitem", { name: "Log out" }).click();
    await expect(page.getByRole("banner").getByRole("button", { name: "Connect Wallet" })).toBeVisible();
    // Logout posts the address first (it needs the token), then clears the session keys.
    const sessionKeys = () =>
      page.evaluate(() =>
        ["wallet", "token", "logged_in", "login-signature"].map((key) => sessionStorage.getItem(key)),
      );
    await expect.poll(sessionKeys).toEqual([null, null, null, null]);
    await page.reload();
    await expect(userMenu).toBeHidden();
  });

  test("a used verification link says so", async ({ page }) => {
    await page.goto(`/verify/${"x".repeat(43)}`);
    await expect(page.getByText("This link can no longer be used")).toBeVisible();
  });

  test("an account page shows Loading... then the connect-wallet prompt to a visitor", async ({ page }) => {
    await page.goto("/account/settings");
    await expect(page.getByRole("heading", { name: "Connect your wallet to continue" })).toBeVisible();
  });
});
