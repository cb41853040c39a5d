-- An address record keeps the SHA-256 of its login signature, like every other credential
-- (services/auth/secrets.ts: hex of the UTF-8 text); PostgreSQL's own sha256(), so no pgcrypto.
ALTER TABLE "user_addresses" RENAME COLUMN "login_signature" TO "login_signature_hash";--> statement-breakpoint
UPDATE "user_addresses" SET "login_signature_hash" = encode(sha256(convert_to("login_signature_hash", 'UTF8')), 'hex') WHERE "login_signature_hash" IS NOT NULL;
