-- The background job queue (pg-boss, lib/jobs.ts) keeps its jobs in a schema of its own, "pgboss",
-- which it creates and upgrades itself when the application starts, connected as commonshelf_app:
-- one code path on PostgreSQL and on the embedded database. Creating a schema needs this one
-- privilege; the role still owns no table of the application's and stays bound by row-level security.
DO $$
BEGIN
  EXECUTE format('GRANT CREATE ON DATABASE %I TO commonshelf_app', current_database());
END
$$;
