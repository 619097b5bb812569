CREATE TABLE "job_index_removals" (
	"job_id" integer NOT NULL,
	"xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	"removed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "jobs_search_idx";--> statement-breakpoint
DROP INDEX "jobs_open_workplace_idx";--> statement-breakpoint
DROP INDEX "jobs_open_employment_idx";--> statement-breakpoint
DROP INDEX "jobs_open_level_idx";--> statement-breakpoint
DROP INDEX "jobs_open_salary_idx";--> statement-breakpoint
DROP INDEX "jobs_location_trgm_idx";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "index_xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL;--> statement-breakpoint
CREATE INDEX "job_index_removals_xid_idx" ON "job_index_removals" USING btree ("xid");--> statement-breakpoint
CREATE INDEX "jobs_index_xid_idx" ON "jobs" USING btree ("index_xid");--> statement-breakpoint
-- Custom: the hand-written covering index of migration 0004/0011 and the joint statistics on the three categories
-- served the job seekers' filters in SQL; the open-jobs index answers them now.
DROP INDEX IF EXISTS "jobs_open_facets_idx";--> statement-breakpoint
DROP STATISTICS IF EXISTS "jobs_facets_stats";
--> statement-breakpoint
-- Custom: the open-jobs index (lib/jobs/open-index) reads what changed since its last look by the writing
-- transaction's id. An insert takes it from the column's default; an update from this trigger, whatever the
-- statement set; a delete leaves a row in job_index_removals (one INSERT per statement).
CREATE OR REPLACE FUNCTION jobs_index_xid() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.index_xid := pg_current_xact_id();
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER jobs_index_xid BEFORE UPDATE ON jobs FOR EACH ROW EXECUTE FUNCTION jobs_index_xid();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION jobs_index_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO job_index_removals (job_id) SELECT id FROM old_jobs;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER jobs_index_removed AFTER DELETE ON jobs REFERENCING OLD TABLE AS old_jobs
  FOR EACH STATEMENT EXECUTE FUNCTION jobs_index_removed();
