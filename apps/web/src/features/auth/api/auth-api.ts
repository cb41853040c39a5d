import { ZNonce } from "@meshlink/domain/auth/auth-fields";
import { ZCurrentUser, type CurrentUser } from "@meshlink/domain/auth/current-user.types";
import { ZSession, type LoginRequest } from "@meshlink/domain/auth/login.types";
import type { RegisterRequest } from "@meshlink/domain/auth/register.types";
import type { LogoutRequest } from "@meshlink/domain/auth/session.types";
import { ZSignInSite } from "@meshlink/domain/auth/sign-in-site.types";
import { ZVerifiedEmail } from "@meshlink/domain/auth/verify-email.types";
import type { VerifyRequest } from "@meshlink/domain/auth/verify.types";
import { z } from "zod";
import { apiRequest } from "@/lib/api-client";
import { ApiError } from "@/lib/api-error";

// The /api/auth calls (spec section 7, docs/decisions/003-auth.md), typed by the domain schemas.

export const fetchNonce = () => apiRequest("/api/auth/nonce", { schema: ZNonce, parseStringData: false });

type VerifyResult = { registered: true; user: CurrentUser } | { registered: false };

/** POST /api/auth/verify: the user when registered; an unregistered wallet is an answer, not an error. */
export async function verifySignIn(body: VerifyRequest): Promise<VerifyResult> {
  try {
    return { registered: true, user: await apiRequest("/api/auth/verify", { body, schema: ZCurrentUser }) };
  } catch (error) {
    if (error instanceof ApiError && error.code === "WALLET_NOT_REGISTERED") {
      return { registered: false };
    }
    throw error;
  }
}

/** GET /api/auth/site: the address (PUBLIC_URL) whose sign-in messages the server accepts. */
export const fetchSignInSite = async () =>
  (await apiRequest("/api/auth/site", { schema: ZSignInSite })).publicUrl;

export const login = (body: LoginRequest) => apiRequest("/api/auth/login", { body, schema: ZSession });

export const fetchCurrentUser = () => apiRequest("/api/auth/me", { method: "POST", schema: ZCurrentUser });

export const logout = (body: LogoutRequest) => apiRequest("/api/auth/logout", { body, schema: z.null() });

export const register = (body: RegisterRequest) =>
  apiRequest("/api/auth/register", { body, schema: ZCurrentUser });

export const verifyEmail = (token: string) =>
  apiRequest("/api/auth/verify-email", { body: { token }, schema: ZVerifiedEmail });
