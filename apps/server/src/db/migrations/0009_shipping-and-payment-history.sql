ALTER TABLE "orders" ADD COLUMN "carrier" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_url" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_note" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipped_by" uuid;--> statement-breakpoint
ALTER TABLE "payment_events" ADD COLUMN "claimed_payment_id" uuid;--> statement-breakpoint
ALTER TABLE "payment_events" ADD COLUMN "event_type" text;--> statement-breakpoint
ALTER TABLE "payment_events" ADD COLUMN "amount_minor" bigint;--> statement-breakpoint
ALTER TABLE "payment_events" ADD COLUMN "currency" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shipped_by_users_id_fk" FOREIGN KEY ("shipped_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_claimed_payment_id_payments_id_fk" FOREIGN KEY ("claimed_payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_events_claimed_idx" ON "payment_events" USING btree ("claimed_payment_id");--> statement-breakpoint
CREATE INDEX "payments_tenant_created_idx" ON "payments" USING btree ("tenant_id","created_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shipment" CHECK (("orders"."shipped_at" is null) = ("orders"."carrier" is null) and ("orders"."shipped_at" is null) = ("orders"."tracking_number" is null));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_tracking_url" CHECK ("orders"."tracking_url" is null or "orders"."tracking_url" like 'https://%');--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_claim" CHECK ("payment_events"."claimed_payment_id" is null or not "payment_events"."verified");