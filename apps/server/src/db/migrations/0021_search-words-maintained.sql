-- The search dictionary (docs/decisions/015-search.md) follows the names of assets, collections and
-- users in the same transaction as the write. Statement triggers with transition tables: a COPY of a
-- million assets adds its words in one insert, not a million. Words are taken in order so that two
-- writers adding the same new words wait for each other rather than deadlock.
CREATE FUNCTION search_words_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
    SELECT DISTINCT w.lexeme FROM added, unnest(added.name_tsv) AS w
    WHERE w.lexeme ~ '^[[:alpha:]]{3,32}$'
    ORDER BY w.lexeme
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER assets_search_words_insert AFTER INSERT ON assets REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION search_words_add();
--> statement-breakpoint
CREATE TRIGGER assets_search_words_update AFTER UPDATE ON assets REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION search_words_add();
--> statement-breakpoint
CREATE TRIGGER collections_search_words_insert AFTER INSERT ON collections REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION search_words_add();
--> statement-breakpoint
CREATE TRIGGER collections_search_words_update AFTER UPDATE ON collections REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION search_words_add();
--> statement-breakpoint
CREATE TRIGGER users_search_words_insert AFTER INSERT ON users REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION search_words_add();
--> statement-breakpoint
CREATE TRIGGER users_search_words_update AFTER UPDATE ON users REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION search_words_add();
--> statement-breakpoint
INSERT INTO search_words (word)
  SELECT DISTINCT w.lexeme
  FROM (
    SELECT name_tsv FROM assets UNION ALL SELECT name_tsv FROM collections UNION ALL SELECT name_tsv FROM users
  ) AS n, unnest(n.name_tsv) AS w
  WHERE w.lexeme ~ '^[[:alpha:]]{3,32}$'
ON CONFLICT DO NOTHING;
