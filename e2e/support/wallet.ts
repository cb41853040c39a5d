import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Opens the wallet modal from the header and picks one of the Demo wallet's anvil test accounts
 * (1-5), which signs in the page; the local chain (31337) is the only place it is offered.
 */
export async function connectDemoWallet(page: Page, account: number): Promise<void> {
  const modal = await openWalletModal(page);
  await expect(modal.getByText("Demo wallet (local chain only)")).toBeVisible({ timeout: 15_000 });
  await modal.getByRole("button", { name: new RegExp(`^Account ${account} ·`) }).click();
}

/** Presses Connect Wallet (in the header, or in the menu on a phone) and returns the wallet modal. */
export async function openWalletModal(page: Page): Promise<Locator> {
  const header = page.getByRole("banner");
  const menu = header.getByRole("button", { name: "Open menu" });
  if (await menu.isVisible()) {
    await menu.click();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("button", { name: "Connect Wallet" }).click();
  } else {
    await header.getByRole("button", { name: "Connect Wallet" }).click();
  }
  const modal = page.getByRole("dialog").filter({ hasText: "Connect a Wallet" });
  await expect(modal).toBeVisible({ timeout: 15_000 });
  return modal;
}
