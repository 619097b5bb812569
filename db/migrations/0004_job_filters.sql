ALTER TABLE "jobs" ADD COLUMN "workplace" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "employment" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "level" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "salary_currency" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "salary_min_yearly" integer;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "salary_max_yearly" integer;--> statement-breakpoint
CREATE INDEX "jobs_open_workplace_idx" ON "jobs" USING btree ("workplace","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE job_status = 'Open';--> statement-breakpoint
CREATE INDEX "jobs_open_employment_idx" ON "jobs" USING btree ("employment","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE job_status = 'Open';--> statement-breakpoint
CREATE INDEX "jobs_open_level_idx" ON "jobs" USING btree ("level","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE job_status = 'Open';--> statement-breakpoint
CREATE INDEX "jobs_open_salary_idx" ON "jobs" USING btree ("salary_currency","salary_max_yearly") WHERE job_status = 'Open';--> statement-breakpoint
CREATE INDEX "jobs_location_trgm_idx" ON "jobs" USING gin ("location" gin_trgm_ops) WHERE job_status = 'Open';--> statement-breakpoint
-- Custom: the facets are correlated in real data (a lead internship is rare); joint statistics let
-- the planner see a rare or empty combination and intersect indexes instead of walking one in order.
CREATE STATISTICS IF NOT EXISTS "jobs_facets_stats" (mcv, dependencies) ON "workplace", "employment", "level" FROM "jobs";
--> statement-breakpoint
-- Custom (drizzle has no INCLUDE): Open jobs newest first, covering every filter column, so a list
-- with any combination of filters (and its capped count) is walked without touching the table.
CREATE INDEX IF NOT EXISTS "jobs_open_facets_idx" ON "jobs" USING btree ("updated_at" DESC NULLS LAST, "id" DESC NULLS LAST)
  INCLUDE ("workplace", "employment", "level", "salary_currency", "salary_max_yearly", "location") WHERE job_status = 'Open';
--> statement-breakpoint
-- Custom: the three categories in three orders, so every combination of them is an index prefix
-- (w, w+e, w+e+l | e, e+l | l, l+w): a rare combination is found by equality, not by walking.
CREATE INDEX IF NOT EXISTS "jobs_open_wel_idx" ON "jobs" USING btree ("workplace", "employment", "level", "updated_at" DESC NULLS LAST, "id" DESC NULLS LAST)
  INCLUDE ("salary_currency", "salary_max_yearly", "location") WHERE job_status = 'Open';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "jobs_open_el_idx" ON "jobs" USING btree ("employment", "level", "updated_at" DESC NULLS LAST, "id" DESC NULLS LAST)
  INCLUDE ("workplace", "salary_currency", "salary_max_yearly", "location") WHERE job_status = 'Open';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "jobs_open_lw_idx" ON "jobs" USING btree ("level", "workplace", "updated_at" DESC NULLS LAST, "id" DESC NULLS LAST)
  INCLUDE ("employment", "salary_currency", "salary_max_yearly", "location") WHERE job_status = 'Open';
