-- An Everscale wallet signs in with a message that names no chain id (docs/decisions/022-everscale.md):
-- its sign-in keeps chain_id null. Addresses are text already, so 0: addresses need no change.
ALTER TABLE "sign_ins" ALTER COLUMN "chain_id" DROP NOT NULL;
