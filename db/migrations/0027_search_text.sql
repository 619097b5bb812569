-- Custom: the signs that tell languages apart, which Postgres' parser drops ("C++" and "C#" were both
-- 'c'; ".NET" was 'net', the start of "network"), spelled as words before a text is parsed: c++ →
-- cplusplus, c# → csharp, f# → fsharp, a lone .net → dotnet, and ASP.NET, VB.NET, ADO.NET keep their name
-- and add dotnet (a ".NET" search finds them). The query side spells what is typed the
-- same way (lib/jobs/search.ts spellSigns; tests/integration/search-text.test.ts holds the two equal).
-- Only where the sign ends the name: "c++17" is cplusplus17, "c###" and "abc++" stay as they were.
CREATE OR REPLACE FUNCTION search_text(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT regexp_replace(regexp_replace(regexp_replace(regexp_replace(t,
    '(?<![A-Za-z0-9_.])((?:asp|vb|ado)\.net)(?![A-Za-z0-9_])', '\1 dotnet', 'gi'),
    '(?<![A-Za-z0-9_.])\.net(?![A-Za-z0-9_])', 'dotnet', 'gi'),
    '(?<![A-Za-z0-9_])([cf])#(?![A-Za-z0-9_#])', '\1sharp', 'gi'),
    '(?<![A-Za-z0-9_])c\+\+(?![A-Za-z_+])', 'cplusplus', 'gi')
$$;--> statement-breakpoint
ALTER TABLE "agency_profiles" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "agency_profiles" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', search_text(coalesce(agency_name, ''))), 'A') || setweight(to_tsvector('english', search_text(immutable_array_to_string(specialties, ' '))), 'B') || setweight(to_tsvector('english', search_text(coalesce(about, ''))), 'C')) STORED;--> statement-breakpoint
ALTER TABLE "company_profiles" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "company_profiles" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', search_text(coalesce(company_name, ''))), 'A') || setweight(to_tsvector('english', search_text(coalesce(industry, ''))), 'B') || setweight(to_tsvector('english', search_text(coalesce(about, ''))), 'C')) STORED;--> statement-breakpoint
-- The jobs' vector also holds the workplace, employment type and level as written ("Remote", "Full time",
-- "Senior, 5+ years") beside the company and the place (weight C): "senior devops" finds a senior DevOps
-- job whose text never says "senior", as one search box on a job board does.
ALTER TABLE "jobs" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', search_text(coalesce(job_title, ''))), 'A') || setweight(to_tsvector('english', search_text(immutable_array_to_string(required_skills, ' ') || ' ' || immutable_array_to_string(tags, ' '))), 'B') || setweight(to_tsvector('english', search_text(coalesce(company_name, '') || ' ' || coalesce(location, '') || ' ' || coalesce(job_type, '') || ' ' || coalesce(employment_type, '') || ' ' || coalesce(experience_level, ''))), 'C') || setweight(to_tsvector('english', search_text(coalesce(job_description, ''))), 'D')) STORED;--> statement-breakpoint
-- Custom: dropping the column dropped the indexes that held it; they come back as migrations 0001 and 0024 made them.
CREATE INDEX "company_profiles_search_idx" ON "company_profiles" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "agency_profiles_search_idx" ON "agency_profiles" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "company_profiles_directory_idx" ON "company_profiles" USING btree ("company_name", "user_id")
  INCLUDE ("company_size", "number_of_employees", "industry", "name_key", "search_vector");--> statement-breakpoint
CREATE INDEX "company_profiles_size_idx" ON "company_profiles" USING btree ("company_size", "company_name", "user_id")
  INCLUDE ("name_key", "search_vector");--> statement-breakpoint
CREATE INDEX "agency_profiles_directory_idx" ON "agency_profiles" USING btree ("candidates_placed" DESC NULLS LAST, "user_id" DESC NULLS LAST)
  INCLUDE ("recruiter_degree", "agency_name", "name_key", "search_vector");--> statement-breakpoint
-- Custom: the typo step's vocabulary spells the signs as the vectors do ("cplusplus" is a known word) and
-- holds the same fields.
CREATE OR REPLACE FUNCTION job_words(j jobs) RETURNS SETOF text LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT w FROM unnest(tsvector_to_array(to_tsvector('simple', search_text(concat_ws(' ', j.job_title,
    immutable_array_to_string(j.required_skills, ' '), immutable_array_to_string(j.tags, ' '),
    j.company_name, j.location, j.job_type, j.employment_type, j.experience_level, j.job_description))))) AS w
  WHERE length(w) <= 40 AND w !~ '[[:punct:]]'
$$;--> statement-breakpoint
INSERT INTO search_words (word)
SELECT DISTINCT w FROM jobs j, job_words(j) AS w
ON CONFLICT (word) DO NOTHING;
