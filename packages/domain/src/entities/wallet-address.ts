import { z } from "zod";
import { ADDRESS_PATTERN, ZAddress } from "./address.ts";
import { EVERSCALE_ADDRESS_PATTERN, ZEverscaleAddress } from "./everscale-address.ts";

// The wallet a user signs in with and is known by: an EVM account (ZAddress) or an Everscale one
// (ZEverscaleAddress), told apart by their form (docs/decisions/022-everscale.md). Chain facts —
// tokens, collections, listings — stay ZAddress: only EVM chains have a Store.
type WalletKind = "evm" | "everscale";

export const ZWalletAddress = z.union([ZAddress, ZEverscaleAddress], {
  error: "Expected a wallet address: 0x followed by 40 hexadecimal digits, or 0: followed by 64 (Everscale)",
});

/** Which kind of wallet `address` is, by its form; null for anything else. */
export function walletKindOf(address: string): WalletKind | null {
  const trimmed = address.trim();
  if (ADDRESS_PATTERN.test(trimmed)) return "evm";
  if (EVERSCALE_ADDRESS_PATTERN.test(trimmed)) return "everscale";
  return null;
}
