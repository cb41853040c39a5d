import type { CurrentUser } from "@meshlink/domain/auth/current-user.types";
import { imageUrl } from "@meshlink/domain/files/file-uploads.types";
import {
  fitsProfileImage,
  SETTINGS_ERRORS,
  type ProfileImageKind,
} from "@meshlink/domain/user-settings.types";
import type { Db } from "../../db/database.ts";
import { findImageByKey } from "../../db/queries/files.ts";
import { updateUser } from "../../db/queries/users.ts";
import { loadCurrentUser } from "./load-current-user.ts";
import { fieldRefusal } from "../service-error.ts";

const WRONG_SHAPE: Record<ProfileImageKind, string> = {
  avatar: SETTINGS_ERRORS.avatarNotSquare,
  banner: SETTINGS_ERRORS.bannerNotWide,
};

/**
 * PUT /api/users/me/avatar and /banner (spec section 7: upload, then the avatar or banner is
 * saved): an image this user uploaded, whose measured size (never the browser's word) has the
 * crop's shape (spec section 5: avatar square, banner 7:1).
 */
export async function saveProfileImage(
  deps: { db: Db },
  userId: string,
  kind: ProfileImageKind,
  key: string,
): Promise<CurrentUser> {
  await deps.db.transaction(async (tx) => {
    const image = await findImageByKey(tx, key);
    if (image?.userId !== userId) throw fieldRefusal("INVALID_REQUEST", "key", SETTINGS_ERRORS.unknownImage);
    if (!fitsProfileImage(kind, image)) throw fieldRefusal("INVALID_REQUEST", "key", WRONG_SHAPE[kind]);
    const columns =
      kind === "avatar"
        ? { avatar: key, avatarUrl: imageUrl(key) }
        : { banner: key, bannerUrl: imageUrl(key) };
    await updateUser(tx, userId, columns);
  });
  const user = await loadCurrentUser(deps, userId);
  if (!user) throw new Error(`user ${userId} vanished after saving an image`);
  return user;
}
