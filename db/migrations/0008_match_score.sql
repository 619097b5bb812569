ALTER TABLE "applications" ADD COLUMN "match_score" integer;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "match" jsonb;--> statement-breakpoint
CREATE INDEX "applications_job_score_idx" ON "applications" USING btree ("job_id","match_score" DESC NULLS LAST,"id" DESC NULLS LAST);