import { z } from "zod";
import { zApiSuccess } from "./api-envelope.ts";
import { ZAddress } from "./entities/address.ts";
import { ZChainId, ZId } from "./entities/scalars.ts";
import { IMPORT_PAGE_SIZE } from "./constants/page-sizes.ts";

// Importing collections a creator already has on-chain (spec sections 2 "Import Collection card and
// modal", 3 "Imported collection", 5, 7 "POST to an import service", 9; docs/decisions/019).
//   POST /api/imports/collections/search  ImportSearchRequest → ImportSearchPage
//        the account's ERC-721 and ERC-1155 contracts, IMPORT_PAGE_SIZE a page, each flagged when
//        MeshLink already has it; the account must be one of the caller's wallets (403 otherwise)
//   POST /api/imports/collections         ImportCollectionRequest → ImportedCollectionRef (201)
//        verifies on-chain that the contract is an ERC-721 or ERC-1155 (ERC-165) whose owner() is the
//        account, records it and backfills its tokens; refusals (4xx, `error` is the text shown):
//          403 the account is not one of the caller's wallets
//          409 "Collection is already imported"
//          422 not a token contract / the account is not its owner / too large to import

/** Where an importable collection was found. */
const IMPORT_SOURCES = ["chain", "provider", "meshlink"] as const;
const ZImportSource = z.enum(IMPORT_SOURCES);
export type ImportSource = z.infer<typeof ZImportSource>;

// A chain scan or a provider answers at most this many collections for one account; more is
// reported as `truncated` so the modal can say that not all are shown.
export const IMPORT_SEARCH_CAP = 1000;

/** Spec section 3 "Imported collection": id, name, imported flag (and what the modal shows). */
const ZImportableCollection = z.object({
  /** The contract address: what identifies it before it is imported. */
  id: ZAddress,
  chainId: ZChainId,
  address: ZAddress,
  /** The contract's name(); the shortened address when it has none. */
  name: z.string().max(200),
  symbol: z.string().max(50),
  ercType: z.enum(["ERC721", "ERC1155"]),
  /** True when MeshLink already has this collection (imported, or created through MeshLink). */
  imported: z.boolean(),
  /** The MeshLink collection it is, once imported. */
  collectionId: ZId.nullable(),
  source: ZImportSource,
  /** Tokens the source counted; null when it did not say. */
  tokenCount: z.number().int().min(0).nullable(),
});
export type ImportableCollection = z.infer<typeof ZImportableCollection>;

export const ZImportSearchRequest = z.object({
  chainId: ZChainId,
  account: ZAddress,
  /** 1-based. */
  page: z.coerce
    .number()
    .int()
    .min(1)
    .max(IMPORT_SEARCH_CAP / IMPORT_PAGE_SIZE + 1)
    .default(1),
});
export type ImportSearchRequest = z.input<typeof ZImportSearchRequest>;

const ZImportSearchPage = z.object({
  data: z.array(ZImportableCollection).max(IMPORT_PAGE_SIZE),
  page: z.number().int().min(1),
  /** All collections found for the account (at most IMPORT_SEARCH_CAP). */
  totalCount: z.number().int().min(0),
  /** The spec's floor(totalCount / 10); the modal still offers the remainder's page. */
  totalPages: z.number().int().min(0),
  truncated: z.boolean(),
});
export type ImportSearchPage = z.infer<typeof ZImportSearchPage>;
export const ZImportSearchResponse = zApiSuccess(ZImportSearchPage);

export const ZImportCollectionRequest = z.object({
  chainId: ZChainId,
  account: ZAddress,
  collection: ZAddress,
});
export type ImportCollectionRequest = z.infer<typeof ZImportCollectionRequest>;

const ZImportedCollectionRef = z.object({
  collectionId: ZId,
  chainId: ZChainId,
  address: ZAddress,
  name: z.string(),
  /** Tokens found in its history so far; their metadata is read in the background. */
  tokens: z.number().int().min(0),
});
export type ImportedCollectionRef = z.infer<typeof ZImportedCollectionRef>;
export const ZImportCollectionResponse = zApiSuccess(ZImportedCollectionRef);

/** How far an imported token's metadata got (the asset page shows placeholders until "ready"). */
const METADATA_STATES = ["pending", "ready", "failed"] as const;
export const ZMetadataState = z.enum(METADATA_STATES);
