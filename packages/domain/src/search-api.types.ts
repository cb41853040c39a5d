import { z } from "zod";
import { ZAddress } from "./entities/address.ts";
import { ZId, ZNullableUrl } from "./entities/scalars.ts";
import { ZTokenId } from "./entities/uint.ts";
import { ZUserType } from "./entities/constant-enums.ts";

// The header search (spec section 7 "/api/search"; docs/decisions/015-search.md):
//   GET /api/search?q=…&limit=…  →  SearchResults, assets, collections and users ranked by name.

/** A search text is at most this long; the server searches its first SEARCH_MAX_WORDS words. */
export const SEARCH_TEXT_MAX_LENGTH = 200;
export const SEARCH_MAX_WORDS = 8;
/** A longer word is searched as the prefix of this length it begins with. */
export const SEARCH_MAX_WORD_LENGTH = 32;

/** Suggestions per group (assets, collections, users): the header shows a few, asks for up to 20. */
const SEARCH_DEFAULT_LIMIT = 5;
const SEARCH_MAX_LIMIT = 20;

export const ZSearchQuery = z.object({
  q: z.string().trim().max(SEARCH_TEXT_MAX_LENGTH),
  limit: z.coerce.number().int().min(1).max(SEARCH_MAX_LIMIT).default(SEARCH_DEFAULT_LIMIT),
});

/** An asset suggestion, enough to show it and open /asset/:address/:token. */
const ZSearchAsset = z.object({
  _id: ZId,
  name: z.string(),
  address: ZAddress,
  tokenId: ZTokenId,
  imgUrl: ZNullableUrl,
});

/** A collection suggestion, enough to open /collection/:name/:userId. */
const ZSearchCollection = z.object({
  _id: ZId,
  name: z.string(),
  logoUrl: ZNullableUrl,
  userId: ZId,
});

/** A user suggestion, enough to open /account/:id. */
const ZSearchUser = z.object({
  _id: ZId,
  name: z.string(),
  type: ZUserType,
  avatarUrl: ZNullableUrl,
});

export const ZSearchResults = z.object({
  assets: z.array(ZSearchAsset),
  collections: z.array(ZSearchCollection),
  users: z.array(ZSearchUser),
  /** The words searched when a typed word was corrected ("dragon sword" for "dargon sword"), else null. */
  corrected: z.string().nullable(),
});
export type SearchResults = z.infer<typeof ZSearchResults>;
