import { z } from "zod";
import { AUTH_ERRORS } from "./auth-errors.ts";

// What an Everscale sign-in sends beside message and address (docs/decisions/022-everscale.md), as
// EVER Wallet's inpage provider hands them out: the account's `publicKey` and `contractType`
// (permission `accountInteraction`), and the 64-byte ed25519 signature of `signData`.

/**
 * The wallet contracts whose address the server derives from a public key. Others (multisigs,
 * whose address also depends on their deployment) cannot prove their address offline yet.
 */
export const EVERSCALE_WALLET_CONTRACTS = ["EverWallet", "WalletV3"] as const;
export const ZEverscaleWalletContract = z.enum(EVERSCALE_WALLET_CONTRACTS, {
  error: AUTH_ERRORS.unsupportedEverscaleWallet,
});
export type EverscaleWalletContract = z.infer<typeof ZEverscaleWalletContract>;

/** An ed25519 public key: 32 bytes as 64 hexadecimal digits, without 0x (EVER Wallet's form). */
export const ZEverscalePublicKey = z
  .string()
  .trim()
  .regex(/^[0-9a-fA-F]{64}$/, { error: "Expected a public key: 64 hexadecimal digits" })
  .toLowerCase();

/**
 * An ed25519 signature, 64 bytes: EVER Wallet's `signatureHex` with 0x in front, so that /login and
 * /register take it as they take an EVM signature (ZSignature).
 */
export const ZEverscaleSignature = z
  .string()
  .trim()
  .regex(/^0x[0-9a-fA-F]{128}$/, { error: "Expected a signature: 0x followed by 128 hexadecimal digits" })
  .toLowerCase();
