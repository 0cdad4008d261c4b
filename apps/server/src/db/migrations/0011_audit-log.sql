CREATE TYPE "public"."audit_operation" AS ENUM('insert', 'update', 'delete');--> statement-breakpoint
CREATE TABLE "audit_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" uuid,
	"actor_id" uuid,
	"actor_label" text NOT NULL,
	"actor_role" text NOT NULL,
	"route" text DEFAULT '' NOT NULL,
	"table_name" text NOT NULL,
	"operation" "audit_operation" NOT NULL,
	"target_id" text NOT NULL,
	"target_label" text DEFAULT '' NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "audit_events_created_idx" ON "audit_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_events_tenant_created_idx" ON "audit_events" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_events_actor_idx" ON "audit_events" USING btree ("actor_id");--> statement-breakpoint
CREATE INDEX "audit_events_target_idx" ON "audit_events" USING btree ("table_name","target_id");--> statement-breakpoint
CALL cs_secure_private('audit_events');--> statement-breakpoint
-- Append-only: the app reads the log; rows arrive only through cs_audit() below.
REVOKE INSERT, UPDATE, DELETE, TRUNCATE ON audit_events FROM commonshelf_app;--> statement-breakpoint
-- One column's value as the log keeps it: secrets hidden, long values shortened.
CREATE OR REPLACE FUNCTION cs_audit_value(col text, val jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN val IS NULL OR val = 'null'::jsonb THEN val
    WHEN col ~ '(password|secret|token|_hash$)' THEN '"[hidden]"'::jsonb
    WHEN jsonb_typeof(val) = 'string' AND length(val #>> '{}') > 300
      THEN to_jsonb(left(val #>> '{}', 300) || '… (' || length(val #>> '{}') || ' characters)')
    WHEN jsonb_typeof(val) IN ('object', 'array') AND length(val::text) > 2000
      THEN to_jsonb('[' || length(val::text) || ' characters of structured content]')
    ELSE val
  END
$$;--> statement-breakpoint
-- A whole row as the log keeps it.
CREATE OR REPLACE FUNCTION cs_audit_row(r jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(jsonb_object_agg(key, cs_audit_value(key, value)), '{}'::jsonb) FROM jsonb_each(r)
$$;--> statement-breakpoint
-- The audit trigger: runs only when the transaction names a staff actor (app.actor_id, set per
-- request by the server), records the changed row with its values before and after, and skips
-- rows changed by cascades and updates that changed nothing but updated_at. SECURITY DEFINER so
-- that it, and only it, may insert into the append-only log.
CREATE OR REPLACE FUNCTION cs_audit() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  actor text := nullif(current_setting('app.actor_id', true), '');
  old_row jsonb;
  new_row jsonb;
  cur jsonb;
  before_v jsonb;
  after_v jsonb;
  k text;
  tenant text;
  target text;
  label text;
  saved_scope text;
BEGIN
  IF actor IS NULL OR pg_trigger_depth() > 1 THEN
    RETURN NULL;
  END IF;
  -- 'admins': a table customers write to, where only admins' changes are administration.
  IF TG_NARGS > 0 AND TG_ARGV[0] = 'admins'
     AND coalesce(current_setting('app.actor_role', true), '') NOT IN ('upschool_admin', 'school_admin', 'organization_admin', 'teacher_admin') THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN old_row := to_jsonb(OLD); END IF;
  IF TG_OP <> 'DELETE' THEN new_row := to_jsonb(NEW); END IF;
  cur := coalesce(new_row, old_row);

  IF TG_OP = 'UPDATE' THEN
    before_v := '{}'::jsonb;
    after_v := '{}'::jsonb;
    FOR k IN SELECT jsonb_object_keys(new_row) LOOP
      IF k <> 'updated_at' AND (old_row -> k) IS DISTINCT FROM (new_row -> k) THEN
        before_v := before_v || jsonb_build_object(k, cs_audit_value(k, old_row -> k));
        after_v := after_v || jsonb_build_object(k, cs_audit_value(k, new_row -> k));
      END IF;
    END LOOP;
    IF before_v = '{}'::jsonb THEN
      RETURN NULL;
    END IF;
  ELSIF TG_OP = 'INSERT' THEN
    after_v := cs_audit_row(new_row);
  ELSE
    before_v := cs_audit_row(old_row);
  END IF;

  tenant := CASE WHEN TG_TABLE_NAME = 'tenants' THEN cur ->> 'id' ELSE cur ->> 'tenant_id' END;
  IF tenant IS NULL AND NOT (cur ? 'tenant_id') AND TG_TABLE_NAME <> 'tenants' THEN
    tenant := nullif(nullif(current_setting('app.tenant_id', true), ''), 'main');
  END IF;
  target := CASE TG_TABLE_NAME
    WHEN 'class_students' THEN concat_ws(':', cur ->> 'class_id', cur ->> 'student_id')
    WHEN 'tenant_modes' THEN concat_ws(':', cur ->> 'tenant_id', cur ->> 'mode_id')
    WHEN 'product_prices' THEN concat_ws(':', cur ->> 'product_id', cur ->> 'currency')
    ELSE coalesce(cur ->> 'id', '')
  END;
  label := coalesce(
    nullif(cur ->> 'name', ''),
    nullif(cur ->> 'school_name', ''),
    nullif(cur ->> 'title', ''),
    nullif(cur ->> 'email', ''),
    nullif(cur ->> 'username', ''),
    nullif(trim(concat_ws(' ', cur ->> 'first_name', cur ->> 'last_name')), ''),
    nullif(cur ->> 'slug', ''),
    nullif(cur ->> 'code', ''),
    ''
  );

  -- The insert runs in the platform scope (the row may be another site's, changed by the platform
  -- admin); the caller's scope is restored straight after.
  saved_scope := coalesce(current_setting('app.scope', true), '');
  PERFORM set_config('app.scope', 'platform', true);
  INSERT INTO audit_events (tenant_id, actor_id, actor_label, actor_role, route, table_name, operation, target_id, target_label, before, after)
  VALUES (
    tenant::uuid,
    actor::uuid,
    coalesce(current_setting('app.actor_label', true), ''),
    coalesce(current_setting('app.actor_role', true), ''),
    coalesce(current_setting('app.audit_route', true), ''),
    TG_TABLE_NAME,
    lower(TG_OP)::audit_operation,
    target,
    left(label, 200),
    before_v,
    after_v
  );
  PERFORM set_config('app.scope', saved_scope, true);
  RETURN NULL;
END $$;--> statement-breakpoint
REVOKE EXECUTE ON FUNCTION cs_audit() FROM PUBLIC;--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  -- Staff-managed tables, every change.
  FOREACH t IN ARRAY ARRAY['tenants', 'tenant_invitations', 'tenant_modes', 'modes', 'users', 'invitations', 'classes',
    'class_students', 'superpowers', 'book_categories', 'books', 'stories', 'libraries', 'charities', 'projects',
    'project_updates', 'courses', 'chapters', 'lessons', 'lesson_resources', 'lesson_quizzes', 'challenges',
    'live_sessions', 'impact_films', 'products', 'product_prices', 'bulk_enrolments', 'refunds'] LOOP
    EXECUTE format('CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION cs_audit()', t);
  END LOOP;
  -- Tables customers write to at checkout: only admins' changes (shipping, corrections).
  FOREACH t IN ARRAY ARRAY['orders', 'donations'] LOOP
    EXECUTE format('CREATE TRIGGER audit AFTER UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION cs_audit(%L)', t, 'admins');
  END LOOP;
END $$;
