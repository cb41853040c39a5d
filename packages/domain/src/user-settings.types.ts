import { z } from "zod";
import { zApiSuccess } from "./api-envelope.ts";
import { ZSignature, ZSignInMessage } from "./auth/auth-fields.ts";
import { ZCurrentUser } from "./auth/current-user.types.ts";
import { AVATAR_CROP_ASPECT, BANNER_CROP_ASPECT } from "./constants/image-limits.ts";
import { ZAddress } from "./entities/address.ts";
import { ZBlobKey } from "./files/file-uploads.types.ts";
import { ZDisplayName } from "./validation/display-name.ts";
import { ZEmail } from "./validation/email.ts";
import { ZHttpsLinkOrEmpty } from "./validation/https-link.ts";
import { sanitizeRichText } from "./validation/sanitize-rich-text.ts";
import { ZRichText } from "./validation/text-length.ts";

// Settings (spec section 2 "/account/settings", section 3 "User", section 5), the signed-in user's
// own record only: no route takes a user id, so nobody can change someone else's profile.
//   PATCH /api/users/me                     UpdateProfileRequest → CurrentUser
//   POST  /api/users/me/verification-email  → VerificationEmailSent (409 when already verified)
//   PUT   /api/users/me/avatar              ProfileImageRequest → CurrentUser
//   PUT   /api/users/me/banner              ProfileImageRequest → CurrentUser
//   POST  /api/users/me/addresses           AddWalletRequest → CurrentUser (201; 409 another user's)
//   PUT   /api/users/me/default-address     DefaultAddressRequest → CurrentUser

// Not in the spec, which names no wording for these refusals.
export const SETTINGS_ERRORS = {
  avatarNotSquare: "An avatar must be square: crop it to 1:1",
  bannerNotWide: "A banner must be seven times as wide as it is tall: crop it to 7:1",
  unknownImage: "No image you uploaded has this key: upload it first",
  descriptionTooLong: "Description is too long with its formatting: shorten it",
  emailAlreadyVerified: "Your email address is already verified",
  walletOfAnotherUser: "This wallet belongs to another account",
  walletNotYours: "This wallet is not one of yours: add it first",
  addWalletMessage: "The signed message was not made for adding a wallet to your account",
} as const;

/** A served user's description holds at most this much HTML (ZUser), formatting included. */
const PROFILE_DESCRIPTION_HTML_MAX = 5000;

// Rich text (spec section 5: 4000 characters as the editor counts them), sanitised as every
// description is; what is stored must also fit the served field.
export const ZProfileDescription = ZRichText.transform(sanitizeRichText).pipe(
  z.string().max(PROFILE_DESCRIPTION_HTML_MAX, { error: SETTINGS_ERRORS.descriptionTooLong }),
);

/** Only the fields sent change; an empty description or portfolio clears it. */
export const ZUpdateProfileRequest = z.object({
  name: ZDisplayName.optional(),
  description: ZProfileDescription.optional(),
  portfolio: ZHttpsLinkOrEmpty.optional(),
  email: ZEmail.optional(),
});
export type UpdateProfileRequest = z.input<typeof ZUpdateProfileRequest>;

export const ZCurrentUserResponse = zApiSuccess(ZCurrentUser);

/** Where the verification link went. */
const ZVerificationEmailSent = z.object({ email: ZEmail });
export type VerificationEmailSent = z.infer<typeof ZVerificationEmailSent>;
export const ZVerificationEmailSentResponse = zApiSuccess(ZVerificationEmailSent);

export const PROFILE_IMAGE_KINDS = ["avatar", "banner"] as const;
export type ProfileImageKind = (typeof PROFILE_IMAGE_KINDS)[number];

/** Width divided by height of each crop (spec section 5: avatar square, banner 7:1). */
export const PROFILE_IMAGE_ASPECT: Record<ProfileImageKind, number> = {
  avatar: AVATAR_CROP_ASPECT,
  banner: BANNER_CROP_ASPECT,
};

// A crop drawn to whole pixels is off by up to a pixel on each side (a 1399 × 200 banner), so
// the aspect is checked within 2 %.
const PROFILE_IMAGE_ASPECT_TOLERANCE = 0.02;

export const fitsProfileImage = (kind: ProfileImageKind, size: { width: number; height: number }): boolean =>
  size.width > 0 &&
  size.height > 0 &&
  Math.abs(size.width / size.height / PROFILE_IMAGE_ASPECT[kind] - 1) <= PROFILE_IMAGE_ASPECT_TOLERANCE;

/** An image this user uploaded through POST /api/upload. */
export const ZProfileImageRequest = z.object({ key: ZBlobKey });

/**
 * EIP-4361's Request ID that an add-wallet message carries (https://eips.ethereum.org/EIPS/eip-4361):
 * the wallet shows it, and it ties the signature to this account, so a plain sign-in signature
 * cannot attach a wallet to anyone.
 */
export const addWalletRequestId = (userId: string) => `add-wallet:${userId}`;

/** A sign-in message (with the Request ID above) that the new wallet signed. */
export const ZAddWalletRequest = z.object({
  message: ZSignInMessage,
  signature: ZSignature,
  address: ZAddress,
});
export type AddWalletRequest = z.input<typeof ZAddWalletRequest>;

/** The default wallet receives the royalties of new listings; it must be one of the user's. */
export const ZDefaultAddressRequest = z.object({ address: ZAddress });
