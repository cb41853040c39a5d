import { ZNonce } from "@meshlink/domain/auth/auth-fields";
import { ZCurrentUser } from "@meshlink/domain/auth/current-user.types";
import {
  ZVerificationEmailSent,
  type AddWalletRequest,
  type ProfileImageKind,
  type UpdateProfileRequest,
} from "@meshlink/domain/user-settings.types";
import { apiRequest } from "@/lib/api-client";

// The settings calls (packages/domain/src/user-settings.types.ts); each change answers the user.

/** The signed-in user's own record, email included (POST /api/auth/me). */
export const fetchMyAccount = (signal?: AbortSignal) =>
  apiRequest("/api/auth/me", { method: "POST", schema: ZCurrentUser, signal });

export const updateProfile = (body: UpdateProfileRequest) =>
  apiRequest("/api/users/me", { method: "PATCH", body, schema: ZCurrentUser });

export const resendVerificationEmail = () =>
  apiRequest("/api/users/me/verification-email", { method: "POST", schema: ZVerificationEmailSent });

export const saveProfileImage = (kind: ProfileImageKind, key: string) =>
  apiRequest(`/api/users/me/${kind}`, { method: "PUT", body: { key }, schema: ZCurrentUser });

export const fetchNonce = () => apiRequest("/api/auth/nonce", { schema: ZNonce, parseStringData: false });

export const addWallet = (body: AddWalletRequest) =>
  apiRequest("/api/users/me/addresses", { method: "POST", body, schema: ZCurrentUser });

export const setDefaultAddress = (address: string) =>
  apiRequest("/api/users/me/default-address", { method: "PUT", body: { address }, schema: ZCurrentUser });
