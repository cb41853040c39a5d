-- Addresses and hashes of activity rows as their bytes (src/db/hex-bytes.ts); every one was `0x`-prefixed hex.
ALTER TABLE "chain_activity"
  ALTER COLUMN "collection" SET DATA TYPE bytea USING decode(substr("collection", 3), 'hex'),
  ALTER COLUMN "from" SET DATA TYPE bytea USING decode(substr("from", 3), 'hex'),
  ALTER COLUMN "to" SET DATA TYPE bytea USING decode(substr("to", 3), 'hex'),
  ALTER COLUMN "tx_hash" SET DATA TYPE bytea USING decode(substr("tx_hash", 3), 'hex');
