import { z } from "zod";
import { zApiSuccess } from "../api-envelope.ts";
import { ZAddress } from "../entities/address.ts";
import { ZEverscaleAddress } from "../entities/everscale-address.ts";
import { ZSignature, ZSignInMessage } from "./auth-fields.ts";
import { ZCurrentUser } from "./current-user.types.ts";
import {
  ZEverscalePublicKey,
  ZEverscaleSignature,
  ZEverscaleWalletContract,
} from "./everscale-wallet-fields.ts";

/** An EVM wallet's EIP-4361 message. `walletKind` may be left out: the spec's body has none. */
const ZEvmVerifyRequest = z.object({
  walletKind: z.literal("evm").default("evm"),
  message: ZSignInMessage,
  signature: ZSignature,
  address: ZAddress,
});

/**
 * An Everscale wallet's sign-in message (everscale-sign-in-message.ts) signed with EVER Wallet's
 * `signData`; the server derives the address of `contractType` from `publicKey` and checks it is
 * `address` (docs/decisions/022-everscale.md).
 */
const ZEverscaleVerifyRequest = z.object({
  walletKind: z.literal("everscale"),
  message: ZSignInMessage,
  signature: ZEverscaleSignature,
  address: ZEverscaleAddress,
  publicKey: ZEverscalePublicKey,
  contractType: ZEverscaleWalletContract,
});

/**
 * POST /api/auth/verify: the message the wallet signed, its signature and the connected address.
 * 200 with the user when the wallet is registered; 404 with code WALLET_NOT_REGISTERED when it is
 * not (the web then opens the Auth modal). Either way the signature is now accepted by
 * /api/auth/login and /api/auth/register until the message expires (24 h at most).
 */
export const ZVerifyRequest = z.discriminatedUnion("walletKind", [
  ZEvmVerifyRequest,
  ZEverscaleVerifyRequest,
]);
export type VerifyRequest = z.input<typeof ZVerifyRequest>;
export type EvmVerifyRequest = z.output<typeof ZEvmVerifyRequest>;
export type EverscaleVerifyRequest = z.output<typeof ZEverscaleVerifyRequest>;

export const ZVerifyResponse = zApiSuccess(ZCurrentUser);
