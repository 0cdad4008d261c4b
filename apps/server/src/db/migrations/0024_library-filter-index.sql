-- The library's filtered counts read an index of the filter columns (and the tenant rule's
-- tenant_id, last, so other sites' rows are spread among this site's rather than walked in a
-- block) alone, an index-only scan, instead of the books' wide rows: with a million books a
-- language and level filter read some 500 heap pages for its count on every request.
CREATE INDEX "books_filter_idx" ON "books" USING btree ("language","reading_level","category_id","format","mode_id","featured","age_min","age_max","tenant_id") WHERE "books"."status" = 'published';
