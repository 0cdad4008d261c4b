-- Row-level security reads the site context once per statement instead of once per row. Written
-- as `tenant_id = cs_tenant_id()`, the policy calls the function for every row it looks at, and
-- cs_tenant_id() checks the setting against a UUID pattern each time: counting a large school's
-- 50,000 pupils evaluated that pattern a million times. Wrapped in a scalar subquery, each call is
-- an InitPlan that PostgreSQL runs once when the statement starts; the rows are compared with its
-- value. The settings cannot change while a statement runs (the audit trigger's change of scope
-- is made and undone around statements of its own), so who sees which rows is unchanged.
-- WITH CHECK stays as it was: it sees only the rows a statement writes.
CREATE OR REPLACE PROCEDURE cs_secure_private(tbl regclass) LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('ALTER TABLE %s ENABLE ROW LEVEL SECURITY', tbl);
  EXECUTE format('ALTER TABLE %s FORCE ROW LEVEL SECURITY', tbl);
  EXECUTE format('DROP POLICY IF EXISTS tenant_isolation ON %s', tbl);
  EXECUTE format($p$CREATE POLICY tenant_isolation ON %s
    USING ((SELECT cs_platform_scope()) OR tenant_id = (SELECT cs_tenant_id()) OR (tenant_id IS NULL AND (SELECT cs_main_site())))
    WITH CHECK (cs_platform_scope() OR tenant_id = cs_tenant_id() OR (tenant_id IS NULL AND cs_main_site()))$p$, tbl);
END $$;
--> statement-breakpoint
CREATE OR REPLACE PROCEDURE cs_secure_content(tbl regclass) LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('ALTER TABLE %s ENABLE ROW LEVEL SECURITY', tbl);
  EXECUTE format('ALTER TABLE %s FORCE ROW LEVEL SECURITY', tbl);
  EXECUTE format('DROP POLICY IF EXISTS tenant_isolation ON %s', tbl);
  EXECUTE format($p$CREATE POLICY tenant_isolation ON %s
    USING ((SELECT cs_platform_scope()) OR tenant_id = (SELECT cs_tenant_id()) OR (tenant_id IS NULL AND (SELECT cs_ctx()) IS NOT NULL))
    WITH CHECK (cs_platform_scope() OR tenant_id = cs_tenant_id())$p$, tbl);
END $$;
--> statement-breakpoint
-- Every table secured so far, by the kind its policy shows (private rows end with cs_main_site()).
DO $$
DECLARE
  t record;
BEGIN
  FOR t IN
    SELECT p.polrelid::regclass AS tbl, pg_get_expr(p.polqual, p.polrelid) LIKE '%cs_main_site()%' AS private
    FROM pg_policy p
    WHERE p.polname = 'tenant_isolation'
  LOOP
    IF t.private THEN
      CALL cs_secure_private(t.tbl);
    ELSE
      CALL cs_secure_content(t.tbl);
    END IF;
  END LOOP;
END $$;
