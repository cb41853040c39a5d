import type { Provider } from "everscale-inpage-provider";

// EVER Wallet, Everscale's browser wallet, through the provider it injects as `window.__ever`
// (everscale-inpage-provider's raw `Provider`: `request({ method, params })`). Only the package's
// types are used: the page talks to the injected provider itself, so none of the package's code
// (GPL-3.0) ships in the bundle, and nothing loads until someone presses EVER Wallet.

/** Where to get EVER Wallet when its provider is not in the page. */
export const EVER_WALLET_INSTALL_URL = "https://everwallet.net/";

/** What the wallet grants with permission `accountInteraction`. */
type EverWalletAccount = { address: string; publicKey: string; contractType: string };

/** The injected provider, when the extension is installed. */
export const everWalletProvider = (): Provider | undefined => window.__ever;

/** Asks the wallet for its account (it shows its connect prompt the first time for this site). */
export async function connectEverWallet(provider: Provider): Promise<EverWalletAccount> {
  const { accountInteraction } = await provider.request({
    method: "requestPermissions",
    params: { permissions: ["basic", "accountInteraction"] },
  });
  if (!accountInteraction) throw new Error("EVER Wallet granted no account");
  const { address, publicKey, contractType } = accountInteraction;
  return { address: address.toLowerCase(), publicKey: publicKey.toLowerCase(), contractType };
}

/**
 * The wallet's `signData` of `message`'s UTF-8: it signs their SHA-256. No signature id — a network's
 * number put in front of the hash — so the signature is what the server checks whatever network the
 * wallet is on (docs/decisions/022-everscale.md); `withSignatureId` for wallets older than
 * `withSignatureContext`. Answers the signature as 0x and 128 hex digits.
 */
export async function signWithEverWallet(
  provider: Provider,
  publicKey: string,
  message: string,
): Promise<string> {
  const { signatureHex } = await provider.request({
    method: "signData",
    params: {
      publicKey,
      data: base64OfUtf8(message),
      withSignatureId: false,
      withSignatureContext: { type: "empty" },
    },
  });
  return `0x${signatureHex.replace(/^0x/, "").toLowerCase()}`;
}

function base64OfUtf8(text: string): string {
  let binary = "";
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}
