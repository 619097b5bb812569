CREATE TABLE "job_status_counts" (
	"owner_id" integer NOT NULL,
	"job_status" "job_status" NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "job_status_counts_owner_id_job_status_pk" PRIMARY KEY("owner_id","job_status")
);
--> statement-breakpoint
ALTER TABLE "job_status_counts" ADD CONSTRAINT "job_status_counts_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Custom: the counts follow every insert, status change, owner change and delete of a job, in the
-- same transaction (a row lock per owner and status). Concurrent moves of one job are serialised by
-- the job's own row lock, so OLD is always the status the move really left.
CREATE OR REPLACE FUNCTION job_status_counts_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE job_status_counts SET count = count - 1 WHERE owner_id = OLD.owner_id AND job_status = OLD.job_status;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO job_status_counts (owner_id, job_status, count) VALUES (NEW.owner_id, NEW.job_status, 1)
    ON CONFLICT (owner_id, job_status) DO UPDATE SET count = job_status_counts.count + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER jobs_status_counts_insert_delete AFTER INSERT OR DELETE ON jobs FOR EACH ROW EXECUTE FUNCTION job_status_counts_follow();
--> statement-breakpoint
CREATE TRIGGER jobs_status_counts_update AFTER UPDATE OF job_status, owner_id ON jobs FOR EACH ROW
  WHEN (OLD.job_status IS DISTINCT FROM NEW.job_status OR OLD.owner_id IS DISTINCT FROM NEW.owner_id) EXECUTE FUNCTION job_status_counts_follow();
--> statement-breakpoint
INSERT INTO job_status_counts (owner_id, job_status, count)
SELECT owner_id, job_status, count(*)::int FROM jobs GROUP BY owner_id, job_status
ON CONFLICT (owner_id, job_status) DO UPDATE SET count = EXCLUDED.count;
