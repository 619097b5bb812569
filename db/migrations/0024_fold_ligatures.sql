-- Custom: fold_place also folds the letters that are not an accent on a base letter, so a name or place typed in
-- plain Latin letters finds them: æ → ae ("aeroe" finds "Ærø"), œ → oe ("oeuvre" finds "Œuvre"), þ → th, ð and
-- đ → d (ø and ł were folded already). Upper case is listed too: lower() leaves non-ASCII letters alone under the
-- C collation. Stored generated columns keep the values the old function gave, so each column made from it is
-- dropped and added again (as 0019 and 0023 did), which recomputes it; dropping a column drops the indexes that
-- carry it (as key or INCLUDE), and they are made again below exactly as before.
CREATE OR REPLACE FUNCTION fold_place(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE RETURNS NULL ON NULL INPUT AS $$
  SELECT translate(
    replace(replace(replace(replace(replace(replace(replace(lower(t), 'ß', 'ss'), 'æ', 'ae'), 'Æ', 'ae'), 'œ', 'oe'), 'Œ', 'oe'), 'þ', 'th'), 'Þ', 'th'),
    'àÀáÁâÂãÃäÄåÅāĀăĂąĄçÇćĆčČďĎđĐðÐèÈéÉêÊëËēĒėĖęĘěĚğĞìÌíÍîÎïÏīĪįĮıķĶĺĹľĽłŁñÑńŃňŇòÒóÓôÔõÕöÖøØōŌőŐŕŔřŘśŚšŠşŞșȘťŤţŢțȚùÙúÚûÛüÜūŪůŮűŰųŲýÝÿŸźŹżŻžŽ',
    'aaaaaaaaaaaaaaaaaaccccccddddddeeeeeeeeeeeeeeeeggiiiiiiiiiiiiikkllllllnnnnnnoooooooooooooooorrrrssssssssttttttuuuuuuuuuuuuuuuuyyyyzzzzzz')
$$;
--> statement-breakpoint
ALTER TABLE "jobs" drop column "location_key";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "location_key" text GENERATED ALWAYS AS (fold_place(location)) STORED;--> statement-breakpoint
CREATE INDEX "jobs_location_trgm_idx" ON "jobs" USING gin ("location_key" gin_trgm_ops) WHERE job_status = 'Open';--> statement-breakpoint
CREATE INDEX "jobs_open_facets_idx" ON "jobs" USING btree ("updated_at" DESC NULLS LAST, "id" DESC NULLS LAST)
  INCLUDE ("workplace", "employment", "level", "salary_currency", "salary_max_yearly", "location_key") WHERE job_status = 'Open';--> statement-breakpoint
CREATE INDEX "jobs_open_wel_idx" ON "jobs" USING btree ("workplace", "employment", "level", "updated_at" DESC NULLS LAST, "id" DESC NULLS LAST)
  INCLUDE ("salary_currency", "salary_max_yearly", "location_key") WHERE job_status = 'Open';--> statement-breakpoint
CREATE INDEX "jobs_open_el_idx" ON "jobs" USING btree ("employment", "level", "updated_at" DESC NULLS LAST, "id" DESC NULLS LAST)
  INCLUDE ("workplace", "salary_currency", "salary_max_yearly", "location_key") WHERE job_status = 'Open';--> statement-breakpoint
CREATE INDEX "jobs_open_lw_idx" ON "jobs" USING btree ("level", "workplace", "updated_at" DESC NULLS LAST, "id" DESC NULLS LAST)
  INCLUDE ("employment", "salary_currency", "salary_max_yearly", "location_key") WHERE job_status = 'Open';--> statement-breakpoint
ALTER TABLE "users" drop column "name_key";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "name_key" text GENERATED ALWAYS AS (fold_place(name)) STORED;--> statement-breakpoint
CREATE INDEX "users_name_key_trgm_idx" ON "users" USING gin ("name_key" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "company_profiles" drop column "name_key";--> statement-breakpoint
ALTER TABLE "company_profiles" ADD COLUMN "name_key" text GENERATED ALWAYS AS (fold_place(company_name)) STORED;--> statement-breakpoint
CREATE INDEX "company_profiles_name_key_trgm_idx" ON "company_profiles" USING gin ("name_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "company_profiles_directory_idx" ON "company_profiles" USING btree ("company_name", "user_id")
  INCLUDE ("company_size", "number_of_employees", "industry", "name_key", "search_vector");--> statement-breakpoint
CREATE INDEX "company_profiles_size_idx" ON "company_profiles" USING btree ("company_size", "company_name", "user_id")
  INCLUDE ("name_key", "search_vector");--> statement-breakpoint
ALTER TABLE "agency_profiles" drop column "name_key";--> statement-breakpoint
ALTER TABLE "agency_profiles" ADD COLUMN "name_key" text GENERATED ALWAYS AS (fold_place(agency_name)) STORED;--> statement-breakpoint
CREATE INDEX "agency_profiles_name_key_trgm_idx" ON "agency_profiles" USING gin ("name_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "agency_profiles_directory_idx" ON "agency_profiles" USING btree ("candidates_placed" DESC NULLS LAST, "user_id" DESC NULLS LAST)
  INCLUDE ("recruiter_degree", "agency_name", "name_key", "search_vector");
