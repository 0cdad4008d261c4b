-- Logins look accounts up by lower(email) and lower(username), which unique indexes cover; under
-- row-level security the planner may use them only if lower() is leakproof (see 0021), else a
-- login reads every user row. lower(text) returns a value and raises no error that depends on it.
DO $$
BEGIN
  IF (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
    ALTER FUNCTION lower(text) LEAKPROOF;
  ELSE
    RAISE NOTICE 'Not a superuser: lower(text) stays non-leakproof and logins scan (see docs/deploy.md).';
  END IF;
END $$;
