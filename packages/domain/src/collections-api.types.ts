import { z } from "zod";
import { ZChainId, MAX_CHAIN_ID } from "./entities/scalars.ts";
import { zApiSuccess } from "./api-envelope.ts";
import { ZTransactionHash } from "./chain-transaction.types.ts";
import { ZCollection } from "./entities/collection.ts";
import { ZSocialLinksInput } from "./entities/social-link.ts";
import { requiredMessage } from "./messages/validation.ts";
import { ZSymbol } from "./validation/symbol.ts";
import { ZRichText } from "./validation/text-length.ts";
import { ZErcType } from "./entities/constant-enums.ts";

// Creating and listing collections (docs/decisions/007-catalog-and-seed.md). The client
// sends createCollection on-chain, then POSTs its hash: the server reads the receipt itself and
// checks the CollectionCreated event against the signed-in user and this body.
//   POST /api/collections        CreateCollectionRequest → Collection (201; 200 when already recorded)
//   GET  /api/collections/mine   ?chainId → the signed-in user's collections, newest first

const ZImageKey = z.string().min(1).max(200).nullable().default(null);

export const ZCreateCollectionRequest = z.object({
  chainId: ZChainId,
  txHash: ZTransactionHash,
  name: z
    .string()
    .trim()
    .min(1, { error: requiredMessage("Name") })
    .max(100),
  symbol: ZSymbol.max(32),
  type: ZErcType,
  // Rich text; the server sanitises it again (links, images and code stripped).
  description: ZRichText.default(""),
  logoKey: ZImageKey,
  bannerKey: ZImageKey,
  socials: ZSocialLinksInput.default([]),
});
export type CreateCollectionRequest = z.input<typeof ZCreateCollectionRequest>;

export const ZCollectionResponse = zApiSuccess(ZCollection);

export const ZMyCollectionsQuery = z.object({
  chainId: z.coerce.number().int().positive().max(MAX_CHAIN_ID).optional(),
});
export const ZMyCollectionsResponse = zApiSuccess(z.array(ZCollection));

// Store.sol's CollectionKind for each token type (None = 0).
export const COLLECTION_KIND = { ERC721: 1, ERC1155: 2 } as const;
