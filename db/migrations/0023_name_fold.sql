-- Custom: names are matched accent-blind ("zurich" finds "Zürich", "nunez" finds "Ñúñez", "zoe" finds "Zoë"):
-- the stored name keys are folded by 0019's fold_place (lower case, ß → ss, accents of Latin letters dropped) instead
-- of lower(), and the typed text by the same function in the query (lib/people/names.ts). People search matches a
-- person's name on the same kind of key (users.name_key) instead of ILIKE on the name. Dropping a key column drops
-- the indexes that carry it; 0017's are made again below.
DROP INDEX "users_name_trgm_idx";--> statement-breakpoint
ALTER TABLE "agency_profiles" drop column "name_key";--> statement-breakpoint
ALTER TABLE "agency_profiles" ADD COLUMN "name_key" text GENERATED ALWAYS AS (fold_place(agency_name)) STORED;--> statement-breakpoint
ALTER TABLE "company_profiles" drop column "name_key";--> statement-breakpoint
ALTER TABLE "company_profiles" ADD COLUMN "name_key" text GENERATED ALWAYS AS (fold_place(company_name)) STORED;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "name_key" text GENERATED ALWAYS AS (fold_place(name)) STORED;--> statement-breakpoint
CREATE INDEX "users_name_key_trgm_idx" ON "users" USING gin ("name_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "agency_profiles_name_key_trgm_idx" ON "agency_profiles" USING gin ("name_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "company_profiles_name_key_trgm_idx" ON "company_profiles" USING gin ("name_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "company_profiles_directory_idx" ON "company_profiles" USING btree ("company_name", "user_id")
  INCLUDE ("company_size", "number_of_employees", "industry", "name_key", "search_vector");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "company_profiles_size_idx" ON "company_profiles" USING btree ("company_size", "company_name", "user_id")
  INCLUDE ("name_key", "search_vector");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "agency_profiles_directory_idx" ON "agency_profiles" USING btree ("candidates_placed" DESC NULLS LAST, "user_id" DESC NULLS LAST)
  INCLUDE ("recruiter_degree", "agency_name", "name_key", "search_vector");
