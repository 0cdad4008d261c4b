-- Trigram matching for typo-tolerant search (combined search).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TYPE "public"."book_format" AS ENUM('pages', 'pdf', 'epub');--> statement-breakpoint
CREATE TYPE "public"."reaction_kind" AS ENUM('love', 'wow', 'learned', 'funny', 'inspired');--> statement-breakpoint
CREATE TABLE "book_reads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid,
	"book_id" integer NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "libraries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "libraries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" uuid,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"place" text NOT NULL,
	"country" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"photos" text[] DEFAULT '{}'::text[] NOT NULL,
	"books_count" integer DEFAULT 0 NOT NULL,
	"project_id" integer,
	"opened_on" text,
	"status" "publication_status" DEFAULT 'draft' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "libraries_tenant_slug" UNIQUE NULLS NOT DISTINCT("tenant_id","slug"),
	CONSTRAINT "libraries_books_count" CHECK ("libraries"."books_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "reactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid,
	"user_id" uuid NOT NULL,
	"book_id" integer,
	"story_id" integer,
	"kind" "reaction_kind" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reactions_user_book_kind" UNIQUE("user_id","book_id","kind"),
	CONSTRAINT "reactions_user_story_kind" UNIQUE("user_id","story_id","kind"),
	CONSTRAINT "reactions_one_item" CHECK (("reactions"."book_id" is null) <> ("reactions"."story_id" is null))
);
--> statement-breakpoint
CREATE TABLE "reading_positions" (
	"tenant_id" uuid,
	"user_id" uuid NOT NULL,
	"book_id" integer NOT NULL,
	"position" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reading_positions_user_id_book_id_pk" PRIMARY KEY("user_id","book_id")
);
--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "format" "book_format" DEFAULT 'pages' NOT NULL;--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "file_key" text;--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "file_size" integer;--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "reviewed_by" uuid;--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "platform_status" "publication_status";--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "platform_rejection_reason" text;--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "source_book_id" integer;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "summary" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "cover" text;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "category_id" integer;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "sdgs" smallint[] DEFAULT '{}'::smallint[] NOT NULL;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "wizard_step" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "reviewed_by" uuid;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "book_reads" ADD CONSTRAINT "book_reads_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_reads" ADD CONSTRAINT "book_reads_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_reads" ADD CONSTRAINT "book_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "libraries" ADD CONSTRAINT "libraries_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "libraries" ADD CONSTRAINT "libraries_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reactions" ADD CONSTRAINT "reactions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reactions" ADD CONSTRAINT "reactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reactions" ADD CONSTRAINT "reactions_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reactions" ADD CONSTRAINT "reactions_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reading_positions" ADD CONSTRAINT "reading_positions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reading_positions" ADD CONSTRAINT "reading_positions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reading_positions" ADD CONSTRAINT "reading_positions_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "book_reads_book_idx" ON "book_reads" USING btree ("book_id");--> statement-breakpoint
CREATE INDEX "book_reads_tenant_created_idx" ON "book_reads" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "reactions_book_idx" ON "reactions" USING btree ("book_id");--> statement-breakpoint
CREATE INDEX "reactions_story_idx" ON "reactions" USING btree ("story_id");--> statement-breakpoint
ALTER TABLE "books" ADD CONSTRAINT "books_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "books" ADD CONSTRAINT "books_source_book_id_books_id_fk" FOREIGN KEY ("source_book_id") REFERENCES "public"."books"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_category_id_book_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."book_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "books_title_trgm_idx" ON "books" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "stories_title_trgm_idx" ON "stories" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "books" ADD CONSTRAINT "books_file_format" CHECK (("books"."format" = 'pages') = ("books"."file_key" is null));--> statement-breakpoint
CALL cs_secure_private('reactions');--> statement-breakpoint
CALL cs_secure_private('reading_positions');--> statement-breakpoint
CALL cs_secure_private('book_reads');--> statement-breakpoint
CALL cs_secure_content('libraries');
