import { eq } from "drizzle-orm";
import { users } from "../db/schema.ts";
import type { FilesDeps } from "../services/files/files-deps.ts";
import { uploadImage } from "../services/files/upload-image.ts";
import { saveProfileImage } from "../services/users/save-profile-image.ts";
import { DEMO_COLLECTIONS, type DemoAsset, type DemoUser } from "./demo-catalog.ts";
import { streamOf } from "./demo-files.ts";
import { readDemoPoster } from "./demo-posters.ts";
import { showcasePng } from "./demo-textures.ts";
import type { SeedJournal } from "./seed-journal.ts";

// The demo users' profiles as each would have filled in Settings: an avatar and a banner uploaded and
// saved through the same services as the upload and settings routes (so each image is in the images
// table, owned by its user, of the crop's shape), and a portfolio link beside the description they
// registered with.

/** Square, as the avatar crop (spec section 5). */
const AVATAR = { width: 256, height: 256 };
/** Seven times as wide as tall, as the banner crop, at the collection banners' size. */
const BANNER = { width: 1400, height: 200 };

export const demoPortfolio = (user: DemoUser) => `https://example.com/portfolio/${user.key}`;

/** Each user's own hue, apart from their neighbours'. */
const hueOf = (user: DemoUser) => (user.accountIndex * 73) % 360;

/**
 * The models a user's images show: their own assets' posters, or for someone who made none (the
 * admin) the first model of every collection, the marketplace they look after.
 */
function showcaseOf(user: DemoUser): DemoAsset[] {
  const own = DEMO_COLLECTIONS.filter((collection) => collection.owner === user.key).flatMap(
    (collection) => collection.assets,
  );
  return own.length > 0 ? own : DEMO_COLLECTIONS.flatMap((collection) => collection.assets.slice(0, 1));
}

/** Each upload is journalled, so a seed cut off part-way stores no image twice. */
export async function seedDemoProfiles(
  deps: { files: FilesDeps; journal: SeedJournal },
  demoUsers: readonly DemoUser[],
  userIds: ReadonlyMap<string, { id: string }>,
) {
  const { files, journal } = deps;
  for (const user of demoUsers) {
    const userId = userIds.get(user.key)!.id;
    const posters = await Promise.all(showcaseOf(user).map((asset) => readDemoPoster(asset.shape)));
    const upload = (kind: "avatar" | "banner", png: () => Promise<Buffer>) =>
      journal.once(`profile/${user.key}/${kind}`, async () => {
        const stored = await uploadImage(files, { userId, file: streamOf(await png()) });
        return stored.key;
      });
    const avatar = await upload("avatar", () =>
      showcasePng(hueOf(user), AVATAR.width, AVATAR.height, posters.slice(0, 1)),
    );
    const banner = await upload("banner", () =>
      showcasePng(hueOf(user), BANNER.width, BANNER.height, posters),
    );
    await saveProfileImage(files, userId, "avatar", avatar);
    await saveProfileImage(files, userId, "banner", banner);
    await files.db
      .update(users)
      .set({ portfolio: demoPortfolio(user), description: user.description })
      .where(eq(users.id, userId));
  }
}
