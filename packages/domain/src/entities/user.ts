import { z } from "zod";
import { ZId, ZNullableUrl } from "./scalars.ts";
import { ZWalletAddress } from "./wallet-address.ts";
import { ZUserType } from "./constant-enums.ts";

// Spec section 3 "User". The spec allows `_id` or `id`; the API serves `_id` everywhere, like every
// other entity. A user may register several wallets; `defaultAdress` (spec spelling, kept because it
// is the wire name) is the one used for signing and royalties.
// Spec section 3 gives each address a `loginSignature`; it is never served, not even to its owner:
// it logs in until the sign-in expires, so only the browser that signed keeps it (session storage).
// A wallet is an EVM or an Everscale account (docs/decisions/022-everscale.md).
const ZUserAddress = z.object({ address: ZWalletAddress });

const text = (max: number) => z.string().max(max).nullable();

export const ZUser = z.object({
  _id: ZId,
  name: z.string().min(1).max(100),
  address: ZWalletAddress,
  addresses: z.array(ZUserAddress).min(1),
  defaultAdress: z.object({ address: ZWalletAddress }).nullable(),
  // Blob keys (for the CDN route) and ready-made URLs, as the spec lists both.
  avatar: text(500),
  avatarUrl: ZNullableUrl,
  banner: text(500),
  bannerUrl: ZNullableUrl,
  portfolio: text(2048),
  description: text(5000),
  account: text(200),
  type: ZUserType,
});
export type User = z.infer<typeof ZUser>;

// The owner summary embedded in an asset (spec section 3: "user (with addresses list; the first is
// the royalty recipient)").
export const ZAssetUser = z.object({
  _id: ZId,
  name: z.string(),
  addresses: z.array(ZUserAddress),
});
export type AssetUser = z.infer<typeof ZAssetUser>;

export const royaltyRecipientOf = (user: AssetUser): string | null => user.addresses[0]?.address ?? null;

// Spec section 2 user cards and the user list (filter All / Studio / Creator).
export const ZUserCard = ZUser.pick({
  _id: true,
  name: true,
  address: true,
  avatarUrl: true,
  bannerUrl: true,
  description: true,
  type: true,
});
