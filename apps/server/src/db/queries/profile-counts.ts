import { PROFILE_COUNT_CAP } from "@meshlink/domain/users-api.types";
import { type SQL, sql } from "drizzle-orm";
import { executedIntegration, type IntegrationSide, ownSide } from "./integration-sides.ts";
import { isOneOfBytes } from "./profile-wallets.ts";

// A profile's figures are counted, not kept: each walks one index and stops at the cap's next row,
// so a user with a million assets costs PROFILE_COUNT_CAP + 1 index entries, not a million.

/** How many rows `rows` (a select without limit) yields, up to the cap's next one. */
const cappedCount = (rows: SQL): SQL<number> =>
  sql<number>`(select count(*)::int from (${rows} limit ${PROFILE_COUNT_CAP + 1}) as counted)`;

/** Assets the user created (linked copies of their integrations included): assets_creator_recent_idx. */
export const assetsCreatedCount = (userId: SQL) =>
  cappedCount(sql`select 1 from assets a where a.creator_user_id = ${userId}`);

/** Collections the user created: collections_user_id_idx. */
export const collectionsCreatedCount = (userId: SQL) =>
  cappedCount(sql`select 1 from collections c where c.user_id = ${userId}`);

/** Integrations executed on-chain with one of `wallets` on `side` (integration-sides.ts). */
export const integrationsCount = (side: IntegrationSide, wallets: readonly string[]) =>
  cappedCount(
    sql`select 1 from chain_activity a where ${executedIntegration}
      and ${isOneOfBytes(ownSide(side), wallets)}`,
  );
