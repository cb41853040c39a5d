import { expect, test, type Page } from "@playwright/test";
import type { Hex } from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { injectBrowserWallet } from "../support/injected-wallet.ts";
import { followAuthModalToRegister, registerAndVerify } from "../support/registration.ts";
import { openWalletModal } from "../support/wallet.ts";

// A wallet that remembers its approval (as MetaMask does) is reconnected silently by every page
// load; after a logout, Connect Wallet must still lead to a signature and a sign-in.
const WALLET = "E2E Wallet";

type Request = (args: { method: string; params?: unknown[] }) => Promise<unknown>;
type Wrapped = {
  ethereum: { request: Request };
  __e2eSecondSign: (raw: Hex) => Promise<Hex>;
  __e2eCalls: { asked: number; pending: number; chainIds: number };
};

/** The page load's wallet calls: asked at least once, none still waiting for an answer. */
const walletSettled = (page: Page) =>
  page.evaluate(() => {
    const { asked, pending } = (window as unknown as Wrapped).__e2eCalls;
    return asked > 0 && pending === 0;
  });

/**
 * A remembering wallet that answers eth_accounts slowly (as extensions may on a page load), and
 * holds a second account the test can switch to with `switchAccount`.
 */
async function rememberingWallet(page: Page) {
  const first = await injectBrowserWallet(page, WALLET, { rememberApproval: true });
  const second = privateKeyToAccount(generatePrivateKey());
  await page.exposeFunction("__e2eSecondSign", (raw: Hex) => second.signMessage({ message: { raw } }));
  await page.addInitScript((secondAddress) => {
    const wallet = window as unknown as Wrapped;
    const request = wallet.ethereum.request;
    wallet.__e2eCalls = { asked: 0, pending: 0, chainIds: 0 };
    const switched = () => sessionStorage.getItem("e2e-switched") === "true";
    wallet.ethereum.request = async (args) => {
      const calls = wallet.__e2eCalls;
      const chainIds = calls.chainIds + (args.method === "eth_chainId" ? 1 : 0);
      wallet.__e2eCalls = { asked: calls.asked + 1, pending: calls.pending + 1, chainIds };
      try {
        if (args.method === "eth_accounts") await new Promise((resolve) => setTimeout(resolve, 1500));
        if (!switched()) return await request(args);
        if (args.method === "personal_sign") return await wallet.__e2eSecondSign(args.params![0] as Hex);
        const accounts = await request(args);
        return Array.isArray(accounts) && accounts.length > 0 ? [secondAddress] : accounts;
      } finally {
        wallet.__e2eCalls = { ...wallet.__e2eCalls, pending: wallet.__e2eCalls.pending - 1 };
      }
    };
  }, second.address);
  const switchAccount = () => page.evaluate(() => sessionStorage.setItem("e2e-switched", "true"));
  return { first, second, switchAccount };
}

async function registerFirst(page: Page, name: string) {
  await page.goto("/");
  await (await openWalletModal(page)).getByRole("button", { name: WALLET }).click();
  await followAuthModalToRegister(page);
  await registerAndVerify(page, name, "Creator");
}

async function logOut(page: Page, name: string) {
  const userMenu = page.getByRole("button", { name: `Account menu for ${name}` });
  await userMenu.click();
  await page.getByRole("menuitem", { name: "Log out" }).click();
  await expect(userMenu).toBeHidden();
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem("token"))).toBeNull();
}

/** The load's silent reconnect has ended: the wallet named its chain and wagmi saved it. */
const reconnected = (page: Page) =>
  page.evaluate(() => {
    const saved = JSON.parse(localStorage.getItem("wagmi.store") ?? "null") as {
      state?: { connections?: { value?: unknown[] } };
    } | null;
    const { pending, chainIds } = (window as unknown as Wrapped).__e2eCalls;
    return (saved?.state?.connections?.value?.length ?? 0) === 1 && pending === 0 && chainIds > 0;
  });

/** Connect Wallet signs straight away with a connected wallet, or the modal lists it first. */
async function connectAgain(page: Page, after: ReturnType<Page["getByRole"]>) {
  await page.getByRole("banner").getByRole("button", { name: "Connect Wallet" }).click();
  const modal = page.getByRole("dialog").filter({ hasText: "Connect a Wallet" });
  await expect(modal.or(after)).toBeVisible({ timeout: 15_000 });
  if (await modal.isVisible()) await modal.getByRole("button", { name: WALLET }).click();
  await expect(after).toBeVisible();
}

test.describe("a browser wallet that remembers its approval", () => {
  test.setTimeout(90_000);

  test("signs in again when the reload's silent reconnect ends after the logout", async ({ page }) => {
    const { first } = await rememberingWallet(page);
    await registerFirst(page, "Slow Creator");
    const userMenu = page.getByRole("button", { name: "Account menu for Slow Creator" });

    await page.reload();
    await expect(userMenu).toBeVisible();
    await logOut(page, "Slow Creator");
    // The reconnect (two slow eth_accounts) was still under way at the logout; let it end.
    await expect.poll(() => walletSettled(page), { timeout: 10_000 }).toBe(true);

    await connectAgain(page, userMenu);
    await expect(page.getByRole("dialog", { name: "Register to continue" })).toBeHidden();
    expect((await page.evaluate(() => sessionStorage.getItem("wallet")))?.toLowerCase()).toBe(
      first.address.toLowerCase(),
    );
  });

  test("signs in again when the logout follows the silent reconnect", async ({ page }) => {
    await rememberingWallet(page);
    await registerFirst(page, "Remembered Creator");
    const userMenu = page.getByRole("button", { name: "Account menu for Remembered Creator" });

    await page.reload();
    await expect(userMenu).toBeVisible();
    await expect.poll(() => reconnected(page), { timeout: 10_000 }).toBe(true);
    await logOut(page, "Remembered Creator");

    await connectAgain(page, userMenu);
    await expect(page.getByRole("dialog", { name: "Register to continue" })).toBeHidden();
  });

  test("signs in as the account the wallet switched to after the logout", async ({ page }) => {
    const { second, switchAccount } = await rememberingWallet(page);
    await registerFirst(page, "First Account");

    await page.reload();
    await expect(page.getByRole("button", { name: "Account menu for First Account" })).toBeVisible();
    await expect.poll(() => reconnected(page), { timeout: 10_000 }).toBe(true);
    await logOut(page, "First Account");
    await switchAccount();

    // The new account has no MeshLink account yet: its signature leads to registration.
    await connectAgain(page, page.getByRole("dialog", { name: "Register to continue" }));
    await followAuthModalToRegister(page);
    await registerAndVerify(page, "Second Account", "Studio");
    expect((await page.evaluate(() => sessionStorage.getItem("wallet")))?.toLowerCase()).toBe(
      second.address.toLowerCase(),
    );
  });
});
