-- The words of a text array joined by spaces, as an immutable function: array_to_string is only
-- stable (in general its element type's output may vary), which an index expression may not use.
-- For text[] the result depends on the array alone.
CREATE FUNCTION cs_words(text[]) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT array_to_string($1, ' ') $$;--> statement-breakpoint
GRANT EXECUTE ON FUNCTION cs_words(text[]) TO commonshelf_app;--> statement-breakpoint
CREATE INDEX "books_search_idx" ON "books" USING gin ((setweight(to_tsvector('simple', "title"), 'A') || setweight(to_tsvector('simple', cs_words("authors")), 'B') || setweight(to_tsvector('simple', "description"), 'C'))) WHERE "books"."status" = 'published';--> statement-breakpoint
CREATE INDEX "books_browse_idx" ON "books" USING btree ("featured" DESC NULLS FIRST,"published_at" DESC NULLS LAST,"id" DESC NULLS FIRST) WHERE "books"."status" = 'published';--> statement-breakpoint
CREATE INDEX "books_newest_idx" ON "books" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS FIRST) WHERE "books"."status" = 'published';