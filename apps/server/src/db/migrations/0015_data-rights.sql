CREATE TYPE "public"."consent_kind" AS ENUM('school_educational', 'parent_home');--> statement-breakpoint
CREATE TYPE "public"."consent_status" AS ENUM('pending', 'granted', 'declined', 'withdrawn', 'expired');--> statement-breakpoint
CREATE TYPE "public"."erasure_reason" AS ENUM('requested', 'retention');--> statement-breakpoint
CREATE TYPE "public"."privacy_request_kind" AS ENUM('export', 'erasure');--> statement-breakpoint
CREATE TYPE "public"."privacy_request_status" AS ENUM('scheduled', 'completed', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."privacy_request_subject" AS ENUM('student', 'school', 'self');--> statement-breakpoint
CREATE TABLE "consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"kind" "consent_kind" NOT NULL,
	"status" "consent_status" NOT NULL,
	"terms_version" text NOT NULL,
	"student_id" uuid,
	"given_by" text NOT NULL,
	"recorded_by" text NOT NULL,
	"token_hash" text,
	"expires_at" timestamp with time zone,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	"withdrawn_by" text,
	CONSTRAINT "consents_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "consents_parent_student" CHECK (("consents"."kind" = 'parent_home') = ("consents"."student_id" is not null)),
	CONSTRAINT "consents_withdrawn" CHECK (("consents"."status" = 'withdrawn') = ("consents"."withdrawn_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "privacy_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"kind" "privacy_request_kind" NOT NULL,
	"subject" "privacy_request_subject" NOT NULL,
	"student_id" uuid,
	"subject_name" text NOT NULL,
	"reason" "erasure_reason",
	"status" "privacy_request_status" NOT NULL,
	"requested_by" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"purge_after" timestamp with time zone,
	"was_active" boolean,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "archived_student_retention_days" integer DEFAULT 365 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_requests" ADD CONSTRAINT "privacy_requests_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consents_tenant_requested_idx" ON "consents" USING btree ("tenant_id","requested_at");--> statement-breakpoint
CREATE INDEX "consents_student_idx" ON "consents" USING btree ("student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "consents_one_pending" ON "consents" USING btree ("student_id") WHERE "consents"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "privacy_requests_tenant_requested_idx" ON "privacy_requests" USING btree ("tenant_id","requested_at");--> statement-breakpoint
CREATE INDEX "privacy_requests_due_idx" ON "privacy_requests" USING btree ("purge_after") WHERE "privacy_requests"."status" = 'scheduled';--> statement-breakpoint
CREATE UNIQUE INDEX "privacy_requests_one_scheduled" ON "privacy_requests" USING btree ("tenant_id",coalesce("student_id", '00000000-0000-0000-0000-000000000000'::uuid)) WHERE "privacy_requests"."status" = 'scheduled';--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_archived_student_retention_days" CHECK ("tenants"."archived_student_retention_days" between 30 and 3650);--> statement-breakpoint
CALL cs_secure_private('consents');--> statement-breakpoint
CALL cs_secure_private('privacy_requests');--> statement-breakpoint
-- Students archived before archiving was dated: their retention period counts from now, so that no
-- school loses an archived student the day retention starts without having had the time to choose.
UPDATE "users" SET "archived_at" = now() WHERE "role" = 'student' AND NOT "is_active";--> statement-breakpoint
-- Schools approved before consents were recorded: their consent, as far as it is known.
INSERT INTO "consents" ("tenant_id", "kind", "status", "terms_version", "given_by", "recorded_by", "requested_at", "decided_at")
SELECT "id", 'school_educational', 'granted', '2026-11-01', "school_name" || ' <' || "school_email" || '>', 'Approved before consent records were kept', "created_at", "created_at"
FROM "tenants" WHERE "status" IN ('active', 'suspended');--> statement-breakpoint
-- Erasure: the audit log forgets a person. Entries about them, or about the rows `targets` names
-- ("table:id", their stories and uploads), keep that a change happened, when and by whom, but no
-- longer what it was or whom it concerned. The only way the app may change the append-only log.
CREATE OR REPLACE FUNCTION cs_erase_from_audit(subject uuid, targets text[]) RETURNS integer LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  saved_scope text := coalesce(current_setting('app.scope', true), '');
  n integer;
BEGIN
  PERFORM set_config('app.scope', 'platform', true);
  UPDATE audit_events SET target_id = '[erased]', target_label = '[erased]', before = NULL, after = NULL
  WHERE target_id LIKE '%' || subject::text || '%'
     OR before::text LIKE '%' || subject::text || '%'
     OR after::text LIKE '%' || subject::text || '%'
     OR (table_name || ':' || target_id) = ANY (targets);
  GET DIAGNOSTICS n = ROW_COUNT;
  PERFORM set_config('app.scope', saved_scope, true);
  RETURN n;
END $$;--> statement-breakpoint
REVOKE EXECUTE ON FUNCTION cs_erase_from_audit(uuid, text[]) FROM PUBLIC;--> statement-breakpoint
GRANT EXECUTE ON FUNCTION cs_erase_from_audit(uuid, text[]) TO commonshelf_app;
