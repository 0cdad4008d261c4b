-- Order lines and book products keep the thing's own name; the words around it ("Donation to …",
-- "… (e-book)", "… (printed)") are added in the reader's language where a line is shown
-- (packages/shared/src/commerce/order-lines.ts). Rows written before take those words off here,
-- and a gift through a fundraising page is written as the new ones are ("Cause · “Page”").
-- In the platform scope, as both tables are under row-level security.
DO $$
DECLARE
  saved_scope text := coalesce(current_setting('app.scope', true), '');
BEGIN
  PERFORM set_config('app.scope', 'platform', true);
  UPDATE "order_items" SET "title" = regexp_replace(substr("title", length('Donation to ') + 1), ' through “(.*)”$', ' · “\1”')
    WHERE "kind" = 'donation' AND "title" LIKE 'Donation to %';
  UPDATE "order_items" SET "title" = left("title", -length(' (e-book)'))
    WHERE "kind" = 'book_digital' AND "title" LIKE '% (e-book)';
  UPDATE "order_items" SET "title" = left("title", -length(' (printed)'))
    WHERE "kind" = 'book_print' AND "title" LIKE '% (printed)';
  UPDATE "products" SET "title" = left("title", -length(' (e-book)'))
    WHERE "kind" = 'book_digital' AND "title" LIKE '% (e-book)';
  UPDATE "products" SET "title" = left("title", -length(' (printed)'))
    WHERE "kind" = 'book_print' AND "title" LIKE '% (printed)';
  PERFORM set_config('app.scope', saved_scope, true);
END
$$;
