import type { EverscaleWalletContract } from "@meshlink/domain/auth/everscale-wallet-fields";
import type * as NekotonModule from "nekoton-wasm/node";
import { EVERSCALE_WALLET_CODES } from "./everscale-wallet-codes.ts";

type Nekoton = typeof NekotonModule;

// nekoton-wasm compiles 1.5 MB of WebAssembly when loaded (about 0.2 s): only on the first
// Everscale sign-in, not at every server start.
let nekoton: Promise<Nekoton> | undefined;
const loadNekoton = () => (nekoton ??= import("nekoton-wasm/node"));

/**
 * The address (`0:` and 64 hexadecimal digits) of the `contract` wallet that `publicKey` (64 hex
 * digits) controls, in the base workchain: the hash of the contract's code and its initial data,
 * which holds the key (docs/decisions/022-everscale.md). Offline; the wallet need not be deployed.
 */
export async function everscaleWalletAddress(
  publicKey: string,
  contract: EverscaleWalletContract,
): Promise<string> {
  const { mergeTvc, packIntoCell } = await loadNekoton();
  const wallet = EVERSCALE_WALLET_CODES[contract];
  const values = { ...wallet.values, publicKey: BigInt(`0x${publicKey}`).toString() };
  const data = packIntoCell(wallet.data, values).boc;
  return `0:${mergeTvc(wallet.code, data).hash}`;
}
