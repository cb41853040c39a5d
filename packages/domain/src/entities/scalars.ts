import { z } from "zod";

// Record ids are opaque strings: the spec's `_id` fields (section 3) come from the server's database
// and clients only pass them back, never interpret them.
export const ZId = z.string().min(1).max(100);

// A chain id as requests name it. Ids in use (EIP-155) are far below PostgreSQL's integer, the
// columns' type; a larger one names no chain and is refused as input.
export const MAX_CHAIN_ID = 2_147_483_647;
export const ZChainId = z.number().int().positive().max(MAX_CHAIN_ID);

// An id a client sends back to name a record. The database's ids are UUIDs, so any other text names
// nothing and is refused as input (a 400) instead of reaching a query that cannot compare it.
export const ZRecordId = z.guid({ error: "Expected a record id" });

// Every date the API serves is an ISO 8601 date-time string with a zone ("…Z" or "+02:00"), so a
// browser and the server agree on the instant. Formatting for people lives in format/format-date.ts.
export const ZIsoDateTime = z.iso.datetime({ offset: true });

// Counts the API serves (owners, supply on cards, pages) are plain JSON numbers.
export const ZCount = z.number().int().nonnegative();

// Image and link URLs may be absolute or CDN paths ("/cdn/…", spec section 9), so only presence is
// checked; null means "none", and screens show the placeholder image (section 8).
const ZUrlText = z.string().min(1).max(2048);
export const ZNullableUrl = ZUrlText.nullable();
