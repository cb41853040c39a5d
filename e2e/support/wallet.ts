import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";

/**
 * Opens the wallet modal from the header and picks a Demo wallet entry, which signs in the page; the
 * local chain (31337) is the only place it is offered. A number is a fresh anvil account ("New
 * account 1"–"New account 5"); a name is the user registered on one (a seeded creator or studio).
 */
export async function connectDemoWallet(page: Page, account: number | string): Promise<void> {
  const modal = await openWalletModal(page);
  await expect(modal.getByText("Demo wallet (local chain only)")).toBeVisible({ timeout: 15_000 });
  const label = typeof account === "number" ? `New account ${account}` : escapeRegExp(account);
  await modal.getByRole("button", { name: new RegExp(`^${label} ·`) }).click();
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

type DemoAccounts = { data: { index: number; user: { name: string; type: string } | null }[] };

/** The name of a user the demo seed put on an anvil account, as the Demo wallet lists it. */
export async function seededUserName(
  request: APIRequestContext,
  type: "creator" | "studio",
): Promise<string> {
  const response = await request.get("/api/auth/demo-accounts");
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as DemoAccounts;
  const name = data.find((account) => account.user?.type === type)?.user?.name;
  if (!name) throw new Error(`the demo seed put no ${type} on an anvil account`);
  return name;
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

type StoredWagmiState = {
  state?: { current?: string | null; connections?: { value?: [string, { chainId: number }][] } };
};

/**
 * The chain the page's connected wallet is on, as wagmi keeps it in the page's storage (its default
 * "wagmi.store" key): updated when the wallet connects or switches. undefined while not connected.
 */
export async function walletChainId(page: Page): Promise<number | undefined> {
  const stored = await page.evaluate(() => localStorage.getItem("wagmi.store"));
  if (!stored) return undefined;
  const { state } = JSON.parse(stored) as StoredWagmiState;
  return state?.connections?.value?.find(([uid]) => uid === state.current)?.[1].chainId;
}
