-- Custom: every company and agency has its profile row from its creation (lib/profiles/organisation-row.ts), so
-- it is listed in its directory (/getallcompanies, Explore recruiters, /viewallrecruiter) from the start, like its
-- public page and its sitemap entry. Accounts made before had a row only once they saved their profile: give each
-- the row it would have got, named after the account.
INSERT INTO "company_profiles" ("user_id", "company_name")
  SELECT "id", "name" FROM "users" WHERE "user_type" = 'COMPANY' ON CONFLICT ("user_id") DO NOTHING;--> statement-breakpoint
INSERT INTO "agency_profiles" ("user_id", "agency_name")
  SELECT "id", "name" FROM "users" WHERE "user_type" = 'RECRUIMENTAGENCY' ON CONFLICT ("user_id") DO NOTHING;
