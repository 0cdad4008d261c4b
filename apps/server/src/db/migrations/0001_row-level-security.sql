-- Tenant isolation enforced by PostgreSQL itself, so a query that forgets its WHERE clause still
-- cannot see or write another school's rows. The application connects as commonshelf_app, which is
-- neither superuser, nor owner of these tables, nor BYPASSRLS, and every table is FORCEd too.
--
-- Context is transaction-local (set_config(..., true)), so it is safe with pooled connections:
--   app.tenant_id = '<tenant uuid>' on a tenant site, 'main' on the main platform site, unset: nothing.
--   app.scope = 'platform' for the platform admin's cross-tenant work and seeding.
DO $$
BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'commonshelf_app') THEN
    CREATE ROLE commonshelf_app LOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE NOINHERIT;
  END IF;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION cs_ctx() RETURNS text LANGUAGE sql STABLE AS
$$ SELECT nullif(current_setting('app.tenant_id', true), '') $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION cs_tenant_id() RETURNS uuid LANGUAGE sql STABLE AS
$$ SELECT CASE WHEN cs_ctx() ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' THEN cs_ctx()::uuid END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION cs_main_site() RETURNS boolean LANGUAGE sql STABLE AS
$$ SELECT coalesce(cs_ctx() = 'main', false) $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION cs_platform_scope() RETURNS boolean LANGUAGE sql STABLE AS
$$ SELECT coalesce(current_setting('app.scope', true) = 'platform', false) $$;
--> statement-breakpoint
-- Private rows: a tenant's own, or (tenant_id null) the main site's own.
CREATE OR REPLACE PROCEDURE cs_secure_private(tbl regclass) LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('ALTER TABLE %s ENABLE ROW LEVEL SECURITY', tbl);
  EXECUTE format('ALTER TABLE %s FORCE ROW LEVEL SECURITY', tbl);
  EXECUTE format('DROP POLICY IF EXISTS tenant_isolation ON %s', tbl);
  EXECUTE format($p$CREATE POLICY tenant_isolation ON %s
    USING (cs_platform_scope() OR tenant_id = cs_tenant_id() OR (tenant_id IS NULL AND cs_main_site()))
    WITH CHECK (cs_platform_scope() OR tenant_id = cs_tenant_id() OR (tenant_id IS NULL AND cs_main_site()))$p$, tbl);
END $$;
--> statement-breakpoint
-- Content rows: a tenant's own, plus platform-wide rows (tenant_id null) that every site reads;
-- only the platform scope writes platform-wide rows.
CREATE OR REPLACE PROCEDURE cs_secure_content(tbl regclass) LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('ALTER TABLE %s ENABLE ROW LEVEL SECURITY', tbl);
  EXECUTE format('ALTER TABLE %s FORCE ROW LEVEL SECURITY', tbl);
  EXECUTE format('DROP POLICY IF EXISTS tenant_isolation ON %s', tbl);
  EXECUTE format($p$CREATE POLICY tenant_isolation ON %s
    USING (cs_platform_scope() OR tenant_id = cs_tenant_id() OR (tenant_id IS NULL AND cs_ctx() IS NOT NULL))
    WITH CHECK (cs_platform_scope() OR tenant_id = cs_tenant_id())$p$, tbl);
END $$;
--> statement-breakpoint
CALL cs_secure_private('users');--> statement-breakpoint
CALL cs_secure_private('classes');--> statement-breakpoint
CALL cs_secure_private('class_students');--> statement-breakpoint
CALL cs_secure_private('tenant_modes');--> statement-breakpoint
CALL cs_secure_private('stories');--> statement-breakpoint
CALL cs_secure_content('book_categories');--> statement-breakpoint
CALL cs_secure_content('books');--> statement-breakpoint
CALL cs_secure_content('book_pages');--> statement-breakpoint
CALL cs_secure_content('courses');--> statement-breakpoint
CALL cs_secure_content('chapters');--> statement-breakpoint
CALL cs_secure_content('lessons');--> statement-breakpoint
CALL cs_secure_content('charities');--> statement-breakpoint
CALL cs_secure_content('projects');--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO commonshelf_app;--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO commonshelf_app;--> statement-breakpoint
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO commonshelf_app;--> statement-breakpoint
-- Tables and sequences of later migrations get the same grants; each later migration still CALLs
-- cs_secure_private/cs_secure_content for its tenant-owned tables (a test checks every table).
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO commonshelf_app;--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO commonshelf_app;--> statement-breakpoint
REVOKE EXECUTE ON PROCEDURE cs_secure_private(regclass), cs_secure_content(regclass) FROM PUBLIC;--> statement-breakpoint
GRANT USAGE ON SCHEMA drizzle TO commonshelf_app;--> statement-breakpoint
GRANT SELECT ON drizzle.__drizzle_migrations TO commonshelf_app;
