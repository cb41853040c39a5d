import { imageUrl } from "@meshlink/domain/files/file-uploads.types";
import type { UserProfile } from "@meshlink/domain/users-api.types";
import type { Db } from "../../db/database.ts";
import { findProfileCounts } from "../../db/queries/profiles.ts";
import { findUserById } from "../../db/queries/users.ts";
import { loadProfileOwner } from "./load-profile-owner.ts";
import { capCount } from "./cap-count.ts";

/** GET /api/users/{id}: the profile header (spec section 2 "Profile", section 3 "User"). */
export async function findUserProfile({ db }: { db: Db }, id: string): Promise<UserProfile> {
  const owner = await loadProfileOwner(db, id);
  const [user, counts] = await Promise.all([
    findUserById(db, owner.id),
    findProfileCounts(db, owner.id, owner.wallets),
  ]);
  if (!user) throw new Error(`user ${owner.id} vanished while read`);
  const figures = [counts.assets, counts.collections, counts.made, counts.received].map(capCount);
  // The default address first: spec section 3, "the first is the royalty recipient".
  const others = owner.wallets
    .filter((wallet) => wallet !== user.defaultAddress)
    .map((address) => ({ address }));
  return {
    _id: user.id,
    name: user.name,
    address: user.defaultAddress,
    addresses: [{ address: user.defaultAddress }, ...others],
    defaultAdress: { address: user.defaultAddress },
    avatar: user.avatar,
    avatarUrl: profileImageUrl(user.avatarUrl, user.avatar),
    banner: user.banner,
    bannerUrl: profileImageUrl(user.bannerUrl, user.banner),
    portfolio: user.portfolio,
    description: user.description,
    account: user.account,
    type: user.type,
    joinedAt: user.createdAt.toISOString(),
    stats: {
      assetsCreated: figures[0]!.value,
      collections: figures[1]!.value,
      integrationsMade: figures[2]!.value,
      integrationsReceived: figures[3]!.value,
      capped: figures.some((figure) => figure.capped),
    },
  };
}

/** The stored URL, or the image route of the stored key (as the header search serves avatars). */
export const profileImageUrl = (url: string | null, key: string | null): string | null =>
  url ?? (key ? imageUrl(key) : null);
