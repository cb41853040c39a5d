-- A token's activity rows are found by token_key, and collection and token_id are compared too: the
-- planner multiplied the three selectivities and estimated 4 rows for a token with 20k transfers,
-- then sorted all 20k (80 ms) instead of reading the newest 50 backwards from the index (0.15 ms).
-- The two columns follow from the key: these statistics tell it so (docs/decisions/011).
CREATE STATISTICS IF NOT EXISTS "chain_activity_token_dependencies" (dependencies) ON "token_key", "collection", "token_id" FROM "chain_activity";--> statement-breakpoint
ANALYZE "chain_activity";
