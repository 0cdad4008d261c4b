-- The words of a text array joined by spaces, as an immutable function: array_to_string is only
-- stable (in general its element type's output may vary), which a generated column may not use.
-- For text[] the result depends on the array alone.
CREATE FUNCTION cs_words(text[]) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT array_to_string($1, ' ') $$;--> statement-breakpoint
-- Under row-level security the planner may use an index for a condition only when its operator is
-- leakproof (cannot reveal the rows it is given, by errors or otherwise); the full-text match and
-- pg_trgm's word-similarity operator are not marked so, which makes every search read every row.
-- They answer a boolean and raise no error that depends on the row, so they are marked leakproof
-- here. Only a superuser may; an owner that is not one gets a notice and slower searches.
DO $$
BEGIN
  IF (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
    ALTER FUNCTION ts_match_vq(tsvector, tsquery) LEAKPROOF;
    ALTER FUNCTION word_similarity_op(text, text) LEAKPROOF;
    ALTER FUNCTION word_similarity_commutator_op(text, text) LEAKPROOF;
  ELSE
    RAISE NOTICE 'Not a superuser: the search operators stay non-leakproof and searches scan (see docs/deploy.md).';
  END IF;
END $$;--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "search_doc" "tsvector" GENERATED ALWAYS AS ((setweight(to_tsvector('simple', "books"."title"), 'A') || setweight(to_tsvector('simple', cs_words("books"."authors")), 'B') || setweight(to_tsvector('simple', "books"."description"), 'C'))) STORED;--> statement-breakpoint
CREATE INDEX "books_search_idx" ON "books" USING gin ("search_doc") WHERE "books"."status" = 'published';--> statement-breakpoint
CREATE INDEX "books_browse_idx" ON "books" USING btree ("featured" DESC NULLS FIRST,"published_at" DESC NULLS LAST,"id" DESC NULLS FIRST) WHERE "books"."status" = 'published';--> statement-breakpoint
CREATE INDEX "books_newest_idx" ON "books" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS FIRST) WHERE "books"."status" = 'published';