import { type SQL, sql } from "drizzle-orm";

// Executed integrations as the indexer records them: one Bought activity row per AgreementExecuted,
// on the original token, from the listing's seller to the studio that executed it, dated by its
// block (docs/decisions/004-indexer.md, "Activity mapping"). These rows, not proposals, carry both
// parties' wallets and the time, so a user's integrations are a range of one index per side
// (chain_activity_bought_from / _to) instead of a walk through every asset or listing they have.

export type IntegrationSide = "made" | "received";

/** The wallet column of the user's side on activity row `a`: the studio made it, the seller received it. */
export const ownSide = (side: IntegrationSide): SQL => sql.raw(side === "made" ? `a."to"` : `a."from"`);

/** The other party's wallet column on activity row `a`. */
export const otherSide = (side: IntegrationSide): SQL => sql.raw(side === "made" ? `a."from"` : `a."to"`);

/**
 * Activity row `a` is an executed integration naming both parties: the predicate of the two
 * indexes, stated whole so that counting reads them alone.
 */
export const executedIntegration = sql`a.event_type = 'Bought' and a."from" is not null and a."to" is not null`;
