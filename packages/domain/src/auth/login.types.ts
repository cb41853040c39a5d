import { z } from "zod";
import { zApiSuccess } from "../api-envelope.ts";
import { ZWalletAddress } from "../entities/wallet-address.ts";
import { ZIsoDateTime } from "../entities/scalars.ts";
import { ZSignature, ZSessionToken } from "./auth-fields.ts";
import { ZCurrentUser } from "./current-user.types.ts";

/**
 * POST /api/auth/login: a signature previously accepted by /api/auth/verify for this address, still
 * valid. Answers the bearer token for `Authorization: Bearer …` (session key `token`); otherwise
 * 401 "Invalid signature". The address is an EVM or an Everscale wallet, told apart by its form.
 */
export const ZLoginRequest = z.object({ address: ZWalletAddress, signature: ZSignature });
export type LoginRequest = z.input<typeof ZLoginRequest>;

export const ZSession = z.object({
  token: ZSessionToken,
  expiresAt: ZIsoDateTime,
  user: ZCurrentUser,
});
export type Session = z.infer<typeof ZSession>;

export const ZLoginResponse = zApiSuccess(ZSession);
