CREATE TYPE "public"."student_name_display" AS ENUM('first_initial', 'full');--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "student_name_display" "student_name_display" DEFAULT 'first_initial' NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "student_idle_minutes" integer DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_student_idle_minutes" CHECK ("tenants"."student_idle_minutes" between 5 and 240);