import { z } from "zod";
import { zApiSuccess } from "../api-envelope.ts";
import { ZAddress } from "../entities/address.ts";
import { ZSignature, ZSignInMessage } from "./auth-fields.ts";
import { ZCurrentUser } from "./current-user.types.ts";

/**
 * POST /api/auth/verify: the EIP-4361 message the wallet signed, its signature and the connected
 * address. 200 with the user when the wallet is registered; 404 with code WALLET_NOT_REGISTERED
 * when it is not (the web then opens the Auth modal). Either way the signature is now accepted by
 * /api/auth/login and /api/auth/register until the message expires (24 h at most).
 */
export const ZVerifyRequest = z.object({
  message: ZSignInMessage,
  signature: ZSignature,
  address: ZAddress,
});
export type VerifyRequest = z.input<typeof ZVerifyRequest>;

export const ZVerifyResponse = zApiSuccess(ZCurrentUser);
