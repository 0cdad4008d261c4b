CREATE TYPE "public"."superpower_programme" AS ENUM('teacher', 'parent');--> statement-breakpoint
CREATE TABLE "superpowers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid,
	"user_id" uuid NOT NULL,
	"programme" "superpower_programme" NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"granted_by" uuid,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_by" uuid,
	"revoke_reason" text,
	CONSTRAINT "superpowers_revoke_reason" CHECK (("superpowers"."revoked_at" is null) = ("superpowers"."revoke_reason" is null))
);
--> statement-breakpoint
ALTER TABLE "superpowers" ADD CONSTRAINT "superpowers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "superpowers" ADD CONSTRAINT "superpowers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "superpowers" ADD CONSTRAINT "superpowers_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "superpowers" ADD CONSTRAINT "superpowers_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "superpowers_active_unique" ON "superpowers" USING btree ("user_id","programme") WHERE "superpowers"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "superpowers_programme_granted_idx" ON "superpowers" USING btree ("programme","granted_at");--> statement-breakpoint
CALL cs_secure_private('superpowers');
