-- Trigram indexes back the fuzzy search of assets, collections and users (spec section 2, Browse).
-- pg_trgm is a trusted extension on PostgreSQL 13+, so the database owner may create it; PGlite
-- loads it through the `pg_trgm` contrib extension passed to its constructor.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
