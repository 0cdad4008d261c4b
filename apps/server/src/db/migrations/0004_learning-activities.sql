CREATE TYPE "public"."bulk_enrolment_source" AS ENUM('class', 'csv');--> statement-breakpoint
CREATE TYPE "public"."challenge_kind" AS ENUM('sdg', 'comprehension', 'letter');--> statement-breakpoint
CREATE TYPE "public"."live_session_kind" AS ENUM('live_lesson', 'webinar');--> statement-breakpoint
CREATE TABLE "bulk_enrolments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid,
	"actor_id" uuid,
	"course_id" integer NOT NULL,
	"source" "bulk_enrolment_source" NOT NULL,
	"class_id" uuid,
	"file_name" text,
	"row_count" integer NOT NULL,
	"enrolled_count" integer NOT NULL,
	"already_enrolled_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "challenge_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid,
	"challenge_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"text" text,
	"file_key" text,
	"file_name" text,
	"file_type" text,
	"featured_at" timestamp with time zone,
	"featured_by" uuid,
	"dear_world_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "challenge_submissions_challenge_user" UNIQUE("challenge_id","user_id"),
	CONSTRAINT "challenge_submissions_not_empty" CHECK ("challenge_submissions"."text" is not null or "challenge_submissions"."file_key" is not null)
);
--> statement-breakpoint
CREATE TABLE "challenges" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "challenges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" uuid,
	"slug" text NOT NULL,
	"kind" "challenge_kind" NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"prompt_html" text DEFAULT '' NOT NULL,
	"cover" text,
	"sdgs" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"mode_id" integer,
	"book_id" integer,
	"resources" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"submission_types" text[] DEFAULT '{text}'::text[] NOT NULL,
	"opens_at" timestamp with time zone,
	"closes_at" timestamp with time zone,
	"status" "course_status" DEFAULT 'draft' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "challenges_tenant_slug" UNIQUE NULLS NOT DISTINCT("tenant_id","slug")
);
--> statement-breakpoint
CREATE TABLE "live_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid,
	"session_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"day_reminder_at" timestamp with time zone,
	"soon_reminder_at" timestamp with time zone,
	CONSTRAINT "live_registrations_session_user" UNIQUE("session_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "live_sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "live_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" uuid,
	"slug" text NOT NULL,
	"kind" "live_session_kind" NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"description_html" text DEFAULT '' NOT NULL,
	"host_name" text DEFAULT '' NOT NULL,
	"host_bio" text DEFAULT '' NOT NULL,
	"cover" text,
	"starts_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer DEFAULT 60 NOT NULL,
	"join_url" text NOT NULL,
	"recording_url" text,
	"capacity" integer,
	"sdgs" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"mode_id" integer,
	"status" "course_status" DEFAULT 'draft' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_sessions_tenant_slug" UNIQUE NULLS NOT DISTINCT("tenant_id","slug"),
	CONSTRAINT "live_sessions_duration" CHECK ("live_sessions"."duration_minutes" between 5 and 600),
	CONSTRAINT "live_sessions_capacity" CHECK ("live_sessions"."capacity" is null or "live_sessions"."capacity" > 0)
);
--> statement-breakpoint
CREATE TABLE "impact_films" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "impact_films_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" uuid,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"video_url" text,
	"video_key" text,
	"poster" text,
	"captions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"duration_seconds" integer,
	"sdgs" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"mode_id" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"status" "course_status" DEFAULT 'draft' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "impact_films_tenant_slug" UNIQUE NULLS NOT DISTINCT("tenant_id","slug"),
	CONSTRAINT "impact_films_source" CHECK (("impact_films"."video_url" is null) <> ("impact_films"."video_key" is null))
);
--> statement-breakpoint
ALTER TABLE "bulk_enrolments" ADD CONSTRAINT "bulk_enrolments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_enrolments" ADD CONSTRAINT "bulk_enrolments_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_enrolments" ADD CONSTRAINT "bulk_enrolments_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_enrolments" ADD CONSTRAINT "bulk_enrolments_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_submissions" ADD CONSTRAINT "challenge_submissions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_submissions" ADD CONSTRAINT "challenge_submissions_challenge_id_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."challenges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_submissions" ADD CONSTRAINT "challenge_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_submissions" ADD CONSTRAINT "challenge_submissions_featured_by_users_id_fk" FOREIGN KEY ("featured_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenges" ADD CONSTRAINT "challenges_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenges" ADD CONSTRAINT "challenges_mode_id_modes_id_fk" FOREIGN KEY ("mode_id") REFERENCES "public"."modes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenges" ADD CONSTRAINT "challenges_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_registrations" ADD CONSTRAINT "live_registrations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_registrations" ADD CONSTRAINT "live_registrations_session_id_live_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."live_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_registrations" ADD CONSTRAINT "live_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_sessions" ADD CONSTRAINT "live_sessions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_sessions" ADD CONSTRAINT "live_sessions_mode_id_modes_id_fk" FOREIGN KEY ("mode_id") REFERENCES "public"."modes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "impact_films" ADD CONSTRAINT "impact_films_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "impact_films" ADD CONSTRAINT "impact_films_mode_id_modes_id_fk" FOREIGN KEY ("mode_id") REFERENCES "public"."modes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bulk_enrolments_course_idx" ON "bulk_enrolments" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "challenge_submissions_user_idx" ON "challenge_submissions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "challenges_kind_idx" ON "challenges" USING btree ("kind");--> statement-breakpoint
CREATE INDEX "live_registrations_user_idx" ON "live_registrations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "live_sessions_starts_idx" ON "live_sessions" USING btree ("starts_at");--> statement-breakpoint
CALL cs_secure_private('bulk_enrolments');--> statement-breakpoint
CALL cs_secure_content('challenges');--> statement-breakpoint
CALL cs_secure_private('challenge_submissions');--> statement-breakpoint
CALL cs_secure_content('live_sessions');--> statement-breakpoint
CALL cs_secure_private('live_registrations');--> statement-breakpoint
CALL cs_secure_content('impact_films');
