CREATE TABLE "book_status_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid,
	"book_id" integer NOT NULL,
	"actor_id" uuid,
	"from_status" "publication_status",
	"to_status" "publication_status" NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "book_status_events" ADD CONSTRAINT "book_status_events_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_status_events" ADD CONSTRAINT "book_status_events_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_status_events" ADD CONSTRAINT "book_status_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "book_status_events_book_idx" ON "book_status_events" USING btree ("book_id","created_at");--> statement-breakpoint
CALL cs_secure_content('book_status_events');
