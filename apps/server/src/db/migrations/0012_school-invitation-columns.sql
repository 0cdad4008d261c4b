ALTER TABLE "tenant_invitations" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "tenant_invitations" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
-- Links emailed before these columns existed: their address is the invitation email written in
-- the same transaction (same organization, template and now()); a revoked one was expired at its
-- creation time.
UPDATE "tenant_invitations" i SET "email" = (
  SELECT m."to_address" FROM "mail_outbox" m
  WHERE m."tenant_id" = i."tenant_id" AND m."template" = 'organization_school_invitation' AND m."created_at" = i."created_at"
  ORDER BY m."id" LIMIT 1
) WHERE i."email" IS NULL;--> statement-breakpoint
UPDATE "tenant_invitations" SET "revoked_at" = "created_at" WHERE "used_at" IS NULL AND "expires_at" <= "created_at";
