-- Custom: the location filter folds accents and case on both sides ("zurich" finds "Zürich", "münchen"
-- finds "MÜNCHEN"), through one immutable function, so the stored key and the typed text can never disagree (upper-case
-- accented letters are listed too: lower() leaves them alone under the C collation).
CREATE OR REPLACE FUNCTION fold_place(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE RETURNS NULL ON NULL INPUT AS $$
  SELECT translate(replace(lower(t), 'ß', 'ss'),
    'àÀáÁâÂãÃäÄåÅāĀăĂąĄçÇćĆčČďĎèÈéÉêÊëËēĒėĖęĘěĚğĞìÌíÍîÎïÏīĪįĮıķĶĺĹľĽłŁñÑńŃňŇòÒóÓôÔõÕöÖøØōŌőŐŕŔřŘśŚšŠşŞșȘťŤţŢțȚùÙúÚûÛüÜūŪůŮűŰųŲýÝÿŸźŹżŻžŽ',
    'aaaaaaaaaaaaaaaaaaccccccddeeeeeeeeeeeeeeeeggiiiiiiiiiiiiikkllllllnnnnnnoooooooooooooooorrrrssssssssttttttuuuuuuuuuuuuuuuuyyyyzzzzzz')
$$;
--> statement-breakpoint
-- Dropping the generated column drops the indexes that carry it; they are made again below as in 0011.
ALTER TABLE "jobs" drop column "location_key";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "location_key" text GENERATED ALWAYS AS (fold_place(location)) STORED;--> statement-breakpoint
CREATE INDEX "jobs_location_trgm_idx" ON "jobs" USING gin ("location_key" gin_trgm_ops) WHERE job_status = 'Open';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "jobs_open_facets_idx" ON "jobs" USING btree ("updated_at" DESC NULLS LAST, "id" DESC NULLS LAST)
  INCLUDE ("workplace", "employment", "level", "salary_currency", "salary_max_yearly", "location_key") WHERE job_status = 'Open';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "jobs_open_wel_idx" ON "jobs" USING btree ("workplace", "employment", "level", "updated_at" DESC NULLS LAST, "id" DESC NULLS LAST)
  INCLUDE ("salary_currency", "salary_max_yearly", "location_key") WHERE job_status = 'Open';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "jobs_open_el_idx" ON "jobs" USING btree ("employment", "level", "updated_at" DESC NULLS LAST, "id" DESC NULLS LAST)
  INCLUDE ("workplace", "salary_currency", "salary_max_yearly", "location_key") WHERE job_status = 'Open';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "jobs_open_lw_idx" ON "jobs" USING btree ("level", "workplace", "updated_at" DESC NULLS LAST, "id" DESC NULLS LAST)
  INCLUDE ("employment", "salary_currency", "salary_max_yearly", "location_key") WHERE job_status = 'Open';
