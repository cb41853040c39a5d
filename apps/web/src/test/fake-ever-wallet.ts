import type { Provider } from "everscale-inpage-provider";
import { vi } from "vitest";

export const EVER_ADDRESS = `0:${"3c".repeat(32)}`;
export const EVER_PUBLIC_KEY = "5e".repeat(32);
export const EVER_SIGNATURE_HEX = "ab".repeat(64);

type FakeOptions = {
  contractType?: string;
  /** The request the wallet's user turns down. */
  refuse?: "requestPermissions" | "signData";
};

/**
 * EVER Wallet's inpage provider as a page sees it (`window.__ever`, everscale-inpage-provider's raw
 * `Provider`): `requestPermissions` grants the account, `signData` answers a signature, in the
 * shapes its API documents. Records each request; `remove` takes the provider away again.
 */
export function fakeEverWallet({ contractType = "EverWallet", refuse }: FakeOptions = {}) {
  const request = vi.fn(({ method }: { method: string; params?: unknown }) => {
    if (method === refuse) return Promise.reject(new Error("Rejected by user"));
    if (method === "requestPermissions")
      return Promise.resolve({
        basic: true,
        accountInteraction: { address: EVER_ADDRESS, publicKey: EVER_PUBLIC_KEY, contractType },
      });
    if (method === "signData")
      return Promise.resolve({
        dataHash: "00".repeat(32),
        signature: btoa(String.fromCharCode(...Array.from({ length: 64 }, () => 0xab))),
        signatureHex: EVER_SIGNATURE_HEX,
        signatureParts: { high: "0x0", low: "0x0" },
      });
    return Promise.reject(new Error(`${method} is not faked`));
  });
  const provider = { request, addListener: vi.fn(), removeListener: vi.fn(), on: vi.fn(), once: vi.fn() };
  window.__ever = provider as unknown as Provider;
  return {
    request,
    /** The params of the first request of `method`. */
    paramsOf: (method: string) => request.mock.calls.find(([call]) => call.method === method)?.[0].params,
    remove: () => {
      window.__ever = undefined;
    },
  };
}
