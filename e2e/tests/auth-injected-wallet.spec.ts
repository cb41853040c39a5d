import { expect, test } from "@playwright/test";
import { injectBrowserWallet } from "../support/injected-wallet.ts";
import { followAuthModalToRegister, registerAndVerify } from "../support/registration.ts";
import { openWalletModal } from "../support/wallet.ts";

// Decision 006: any EIP-1193 / EIP-6963 browser wallet signs in, registers, and signs in again later.
test("a browser extension wallet registers, then signs in again after logging out", async ({ page }) => {
  test.setTimeout(90_000);
  await injectBrowserWallet(page, "E2E Wallet");
  await page.goto("/");

  await (await openWalletModal(page)).getByRole("button", { name: "E2E Wallet" }).click();
  await followAuthModalToRegister(page);
  await registerAndVerify(page, "Mesh Creator", "Creator");

  const userMenu = page.getByRole("button", { name: "Account menu for Mesh Creator" });
  await userMenu.click();
  await page.getByRole("menuitem", { name: "Log out" }).click();
  await expect(userMenu).toBeHidden();

  // Logout revoked the old sign-in, so this is a fresh signature for a registered wallet.
  await (await openWalletModal(page)).getByRole("button", { name: "E2E Wallet" }).click();
  await expect(userMenu).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Register to continue" })).toBeHidden();
});
