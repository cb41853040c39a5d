import { z } from "zod";
import { zApiSuccess } from "../api-envelope.ts";
import { ZWalletAddress } from "../entities/wallet-address.ts";
import { ZCurrentUser } from "./current-user.types.ts";

/** POST /api/auth/me (Bearer; body ignored) → the current user, or 401 "Not signed in". */
export const ZMeResponse = zApiSuccess(ZCurrentUser);

/**
 * POST /api/auth/logout (Bearer) `{ address }`: revokes the bearer token and the sign-in it came
 * from, so the stored `login-signature` no longer logs in. Answers `data: null`.
 */
export const ZLogoutRequest = z.object({ address: ZWalletAddress });
export type LogoutRequest = z.input<typeof ZLogoutRequest>;

export const ZLogoutResponse = zApiSuccess(z.null());
