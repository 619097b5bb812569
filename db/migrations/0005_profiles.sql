ALTER TYPE "public"."file_kind" ADD VALUE 'photo';--> statement-breakpoint
ALTER TABLE "agency_profiles" ADD COLUMN "years_in_business" integer;--> statement-breakpoint
ALTER TABLE "candidate_profiles" ADD COLUMN "public_profile" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "experiences" ADD COLUMN "current" boolean DEFAULT false NOT NULL;