DROP INDEX "jobs_location_trgm_idx";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "location_key" text GENERATED ALWAYS AS (lower(location)) STORED;--> statement-breakpoint
CREATE INDEX "jobs_location_trgm_idx" ON "jobs" USING gin ("location_key" gin_trgm_ops) WHERE job_status = 'Open';--> statement-breakpoint
-- Custom (drizzle has no INCLUDE): the covering indexes of migration 0004 carry location_key
-- instead of location, so the location filter is still tested from the index alone.
DROP INDEX IF EXISTS "jobs_open_facets_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "jobs_open_facets_idx" ON "jobs" USING btree ("updated_at" DESC NULLS LAST, "id" DESC NULLS LAST)
  INCLUDE ("workplace", "employment", "level", "salary_currency", "salary_max_yearly", "location_key") WHERE job_status = 'Open';
--> statement-breakpoint
DROP INDEX IF EXISTS "jobs_open_wel_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "jobs_open_wel_idx" ON "jobs" USING btree ("workplace", "employment", "level", "updated_at" DESC NULLS LAST, "id" DESC NULLS LAST)
  INCLUDE ("salary_currency", "salary_max_yearly", "location_key") WHERE job_status = 'Open';
--> statement-breakpoint
DROP INDEX IF EXISTS "jobs_open_el_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "jobs_open_el_idx" ON "jobs" USING btree ("employment", "level", "updated_at" DESC NULLS LAST, "id" DESC NULLS LAST)
  INCLUDE ("workplace", "salary_currency", "salary_max_yearly", "location_key") WHERE job_status = 'Open';
--> statement-breakpoint
DROP INDEX IF EXISTS "jobs_open_lw_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "jobs_open_lw_idx" ON "jobs" USING btree ("level", "workplace", "updated_at" DESC NULLS LAST, "id" DESC NULLS LAST)
  INCLUDE ("employment", "salary_currency", "salary_max_yearly", "location_key") WHERE job_status = 'Open';
