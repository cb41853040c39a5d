import type { CurrentUser } from "@meshlink/domain/auth/current-user.types";
import type {
  AddWalletRequest,
  ProfileImageKind,
  UpdateProfileRequest,
  VerificationEmailSent,
} from "@meshlink/domain/user-settings.types";
import { apiRequest } from "@/lib/api-client";

// The settings calls (packages/domain/src/user-settings.types.ts); each change answers the user.

/** The signed-in user's own record, email included (POST /api/auth/me). */
export const fetchMyAccount = (signal?: AbortSignal) =>
  apiRequest<CurrentUser>("/api/auth/me", { method: "POST", signal });

export const updateProfile = (body: UpdateProfileRequest) =>
  apiRequest<CurrentUser>("/api/users/me", { method: "PATCH", body });

export const resendVerificationEmail = () =>
  apiRequest<VerificationEmailSent>("/api/users/me/verification-email", { method: "POST" });

export const saveProfileImage = (kind: ProfileImageKind, key: string) =>
  apiRequest<CurrentUser>(`/api/users/me/${kind}`, { method: "PUT", body: { key } });

export const fetchNonce = () => apiRequest<string>("/api/auth/nonce", { parseStringData: false });

export const addWallet = (body: AddWalletRequest) =>
  apiRequest<CurrentUser>("/api/users/me/addresses", { method: "POST", body });

export const setDefaultAddress = (address: string) =>
  apiRequest<CurrentUser>("/api/users/me/default-address", { method: "PUT", body: { address } });
