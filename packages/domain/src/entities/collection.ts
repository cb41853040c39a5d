import { z } from "zod";
import { ZAddress } from "./address.ts";
import { ZBlockchainSummary } from "./blockchain.ts";
import { ZIsoDateTime, ZId, ZNullableUrl } from "./scalars.ts";
import { ZSocialLinks } from "./social-link.ts";
import { ZErcType } from "./constant-enums.ts";

// Spec section 3: the collection an asset embeds (name, imageUrl, address, description, userId,
// social list). `userId` with `name` builds the /collection/{name}/{userId} link (section 2).
export const ZCollectionSummary = z.object({
  name: z.string().min(1),
  imageUrl: ZNullableUrl,
  address: ZAddress,
  description: z.string().nullable(),
  userId: ZId,
  social: ZSocialLinks,
});

// The collection details page. The spec lists no more fields; these are what its header, banner
// and filters need. `imported` marks collections brought in from the import service (section 2).
export const ZCollection = ZCollectionSummary.extend({
  _id: ZId,
  symbol: z.string().min(1).max(32),
  ercType: ZErcType,
  bannerUrl: ZNullableUrl,
  blockchain: ZBlockchainSummary,
  blockchainId: ZId,
  imported: z.boolean(),
  createdAt: ZIsoDateTime,
});
export type Collection = z.infer<typeof ZCollection>;
