-- Erasure of a whole school: the audit log forgets the site's people. Entries of the site, by its
-- people or about them, keep that a change happened and when, no longer what it was or whom it
-- concerned; one of the site's people who made it is no longer named (the platform's staff still are).
CREATE OR REPLACE FUNCTION cs_erase_site_from_audit(site uuid, people uuid[]) RETURNS integer LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  saved_scope text := coalesce(current_setting('app.scope', true), '');
  n integer;
BEGIN
  PERFORM set_config('app.scope', 'platform', true);
  UPDATE audit_events
  SET target_id = '[erased]', target_label = '[erased]', before = NULL, after = NULL,
      actor_id = CASE WHEN actor_id = ANY (people) THEN NULL ELSE actor_id END,
      actor_label = CASE WHEN actor_id = ANY (people) THEN '[erased]' ELSE actor_label END
  WHERE tenant_id = site OR actor_id = ANY (people) OR target_id = ANY (people::text[]);
  GET DIAGNOSTICS n = ROW_COUNT;
  PERFORM set_config('app.scope', saved_scope, true);
  RETURN n;
END $$;--> statement-breakpoint
REVOKE EXECUTE ON FUNCTION cs_erase_site_from_audit(uuid, uuid[]) FROM PUBLIC;--> statement-breakpoint
GRANT EXECUTE ON FUNCTION cs_erase_site_from_audit(uuid, uuid[]) TO commonshelf_app;
