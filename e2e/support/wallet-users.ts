import { test as base, type BrowserContext, type BrowserContextOptions, type Page } from "@playwright/test";
import type { PrivateKeyAccount } from "viem/accounts";
import { injectBrowserWallet } from "./injected-wallet.ts";
import { fundedKey, localRpcUrl } from "./local-chain.ts";
import { followAuthModalToRegister, registerAndVerify } from "./registration.ts";
import { openWalletModal } from "./wallet.ts";
import { withoutWebGL } from "./without-webgl.ts";

export type WalletUserSpec = {
  /** The display name registered; also how the header's account menu is found. */
  name: string;
  type: "Creator" | "Studio";
  /** Extra options for this user's browser context (a phone viewport, a locale…). */
  contextOptions?: BrowserContextOptions;
};

export type WalletUser = WalletUserSpec & {
  context: BrowserContext;
  page: Page;
  /** The wallet's key, to sign or send from the test as this user would. */
  account: PrivateKeyAccount;
  /** The local node the wallet sends to (see chainWallet in local-chain.ts). */
  rpcUrl: string;
};

/** One signed-in user per spec, in the same order (a tuple, so destructuring needs no checks). */
export type OpenWalletUsers = <const S extends readonly WalletUserSpec[]>(
  ...specs: S
) => Promise<{ -readonly [K in keyof S]: WalletUser }>;

const WALLET_NAME = "E2E Wallet";

/**
 * One user in a browser context of its own: an injected wallet with a fresh key funded on the
 * local chain (it signs and sends transactions), registered through /register and the emailed
 * link, and signed in on `user.page`.
 */
async function openWalletUser(
  newContext: (options: BrowserContextOptions) => Promise<BrowserContext>,
  rpcUrl: string,
  spec: WalletUserSpec,
): Promise<WalletUser> {
  const context = await newContext(spec.contextOptions ?? {});
  const account = await injectBrowserWallet(context, WALLET_NAME, {
    privateKey: await fundedKey(rpcUrl),
    rpcUrl,
    rememberApproval: true,
  });
  const page = await context.newPage();
  await page.goto("/");
  await (await openWalletModal(page)).getByRole("button", { name: WALLET_NAME }).click();
  await followAuthModalToRegister(page);
  await registerAndVerify(page, spec.name, spec.type);
  return { ...spec, context, page, account, rpcUrl };
}

/**
 * `openWalletUsers(...specs)`: several signed-in users at once, each in its own browser context
 * with its own wallet, for flows between people (a creator and a studio, a seller and a buyer).
 * Their contexts close when the test ends.
 */
export const test = base.extend<{ openWalletUsers: OpenWalletUsers }>({
  openWalletUsers: async ({ browser, request, baseURL, reducedMotion }, use) => {
    const contexts: BrowserContext[] = [];
    const newContext = async (options: BrowserContextOptions) => {
      const context = await browser.newContext({ baseURL, reducedMotion, ...options });
      // People trading and integrating, not the 3D view, are under test where this fixture is used.
      await withoutWebGL(context);
      contexts.push(context);
      return context;
    };
    const open = async (...specs: readonly WalletUserSpec[]) => {
      const rpcUrl = await localRpcUrl(request);
      return Promise.all(specs.map((spec) => openWalletUser(newContext, rpcUrl, spec)));
    };
    await use(open as OpenWalletUsers);
    await Promise.all(contexts.map((context) => context.close()));
  },
});

export { expect } from "@playwright/test";
