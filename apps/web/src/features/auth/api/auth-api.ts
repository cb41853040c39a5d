import type { CurrentUser } from "@meshlink/domain/auth/current-user.types";
import type { LoginRequest, Session } from "@meshlink/domain/auth/login.types";
import type { RegisterRequest } from "@meshlink/domain/auth/register.types";
import type { LogoutRequest } from "@meshlink/domain/auth/session.types";
import type { SignInSite } from "@meshlink/domain/auth/sign-in-site.types";
import type { VerifiedEmail } from "@meshlink/domain/auth/verify-email.types";
import type { VerifyRequest } from "@meshlink/domain/auth/verify.types";
import { apiRequest } from "@/lib/api-client";
import { ApiError } from "@/lib/api-error";

// The /api/auth calls (spec section 7, docs/decisions/003-auth.md), typed by the domain schemas.

export const fetchNonce = () => apiRequest<string>("/api/auth/nonce", { parseStringData: false });

type VerifyResult = { registered: true; user: CurrentUser } | { registered: false };

/** POST /api/auth/verify: the user when registered; an unregistered wallet is an answer, not an error. */
export async function verifySignIn(body: VerifyRequest): Promise<VerifyResult> {
  try {
    return { registered: true, user: await apiRequest<CurrentUser>("/api/auth/verify", { body }) };
  } catch (error) {
    if (error instanceof ApiError && error.code === "WALLET_NOT_REGISTERED") {
      return { registered: false };
    }
    throw error;
  }
}

/** GET /api/auth/site: the address (PUBLIC_URL) whose sign-in messages the server accepts. */
export const fetchSignInSite = async () => (await apiRequest<SignInSite>("/api/auth/site")).publicUrl;

export const login = (body: LoginRequest) => apiRequest<Session>("/api/auth/login", { body });

export const fetchCurrentUser = () => apiRequest<CurrentUser>("/api/auth/me", { method: "POST" });

export const logout = (body: LogoutRequest) => apiRequest<null>("/api/auth/logout", { body });

export const register = (body: RegisterRequest) => apiRequest<CurrentUser>("/api/auth/register", { body });

export const verifyEmail = (token: string) =>
  apiRequest<VerifiedEmail>("/api/auth/verify-email", { body: { token } });
