-- The library's filter columns again, category first and in the library's order: a book page's
-- related books walk it for the first books of the same category and language (where ranking every
-- book the site shows read 800,000 platform books on every book page), and a count filtered by
-- category reads that category's entries alone, still without the books' rows.
CREATE INDEX "books_category_idx" ON "books" USING btree ("category_id","language","featured" DESC NULLS FIRST,"published_at" DESC NULLS LAST,"id" DESC NULLS FIRST,"reading_level","format","mode_id","age_min","age_max","tenant_id") WHERE "books"."status" = 'published';