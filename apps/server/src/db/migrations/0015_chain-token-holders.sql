CREATE TABLE "chain_token_holders" (
	"chain_id" integer NOT NULL,
	"collection" text NOT NULL,
	"token_id" numeric(78, 0) NOT NULL,
	"holders" integer NOT NULL,
	CONSTRAINT "chain_token_holders_chain_id_collection_token_id_pk" PRIMARY KEY("chain_id","collection","token_id")
);
--> statement-breakpoint
-- An indexed database keeps its balances: each token's holders are counted from them once.
INSERT INTO "chain_token_holders" ("chain_id", "collection", "token_id", "holders")
SELECT "chain_id", "collection", "token_id", count(*) FROM "chain_balances" GROUP BY "chain_id", "collection", "token_id";
