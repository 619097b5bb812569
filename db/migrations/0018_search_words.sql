CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "jobs_title_trgm_idx";--> statement-breakpoint
CREATE INDEX "search_words_prefix_idx" ON "search_words" USING btree ("word" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- Custom: the vocabulary follows every insert and every change of a job's text, in the same
-- statement (one pass over the changed rows, so a bulk insert costs one INSERT here). Words are
-- taken as the job search's parser splits them (the 'simple' configuration: lower-cased, not
-- stemmed; compounds like "full-time" and addresses left out, their parts are words of their own)
-- and inserted in order, so two writers adding the same new words wait for each other
-- instead of deadlocking. The title trigram index (the old typo step) has no reader any more.
CREATE OR REPLACE FUNCTION job_words(j jobs) RETURNS SETOF text LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT w FROM unnest(tsvector_to_array(to_tsvector('simple', concat_ws(' ', j.job_title,
    immutable_array_to_string(j.required_skills, ' '), immutable_array_to_string(j.tags, ' '),
    j.company_name, j.location, j.job_description)))) AS w
  WHERE length(w) <= 40 AND w !~ '[[:punct:]]'
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_words_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO search_words (word)
    SELECT DISTINCT w FROM new_jobs n, job_words(n) AS w ORDER BY w
    ON CONFLICT (word) DO NOTHING;
  ELSE
    INSERT INTO search_words (word)
    SELECT DISTINCT w FROM new_jobs n, job_words(n) AS w
    WHERE NOT EXISTS (SELECT 1 FROM old_jobs o WHERE o.id = n.id AND o.search_vector IS NOT DISTINCT FROM n.search_vector)
    ORDER BY w
    ON CONFLICT (word) DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER jobs_search_words_insert AFTER INSERT ON jobs REFERENCING NEW TABLE AS new_jobs
  FOR EACH STATEMENT EXECUTE FUNCTION search_words_follow();
--> statement-breakpoint
CREATE TRIGGER jobs_search_words_update AFTER UPDATE ON jobs REFERENCING OLD TABLE AS old_jobs NEW TABLE AS new_jobs
  FOR EACH STATEMENT EXECUTE FUNCTION search_words_follow();
--> statement-breakpoint
INSERT INTO search_words (word)
SELECT DISTINCT w FROM jobs j, job_words(j) AS w
ON CONFLICT (word) DO NOTHING;
