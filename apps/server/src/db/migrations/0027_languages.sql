-- The language a person uses the site in, and the one a buyer checked out in: their emails are
-- written in it (English until they are seen using another).
CREATE TYPE "public"."language" AS ENUM('en', 'es');--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" "language" DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "language" "language" DEFAULT 'en' NOT NULL;