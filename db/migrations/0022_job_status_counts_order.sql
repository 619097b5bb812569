-- Custom: the counts trigger of 0010 locked the counter rows in the order of the move (the status left,
-- then the status entered), so two jobs of one owner moved in opposite directions at the same time
-- (Open → Closed and Closed → Open) each held the row the other needed: a deadlock, one of the moves a 500.
-- Every change of an owner's counts now first takes a transaction lock on that owner (both owners, lowest
-- first, when a job changes hands), so the counter rows of one owner are only ever changed one move at a time.
CREATE OR REPLACE FUNCTION job_status_counts_follow() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  counts_lock CONSTANT integer := hashtext('job_status_counts');
BEGIN
  -- Only a move changes two counter rows; an insert or a delete changes one and cannot deadlock on their order.
  -- (Locking there too ran out of lock slots on bulk inserts: one lock per owner, 20,000 owners in one statement.)
  IF TG_OP = 'UPDATE' AND OLD.owner_id <> NEW.owner_id THEN
    PERFORM pg_advisory_xact_lock(counts_lock, least(OLD.owner_id, NEW.owner_id));
    PERFORM pg_advisory_xact_lock(counts_lock, greatest(OLD.owner_id, NEW.owner_id));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM pg_advisory_xact_lock(counts_lock, NEW.owner_id);
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE job_status_counts SET count = count - 1 WHERE owner_id = OLD.owner_id AND job_status = OLD.job_status;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO job_status_counts (owner_id, job_status, count) VALUES (NEW.owner_id, NEW.job_status, 1)
    ON CONFLICT (owner_id, job_status) DO UPDATE SET count = job_status_counts.count + 1;
  END IF;
  RETURN NULL;
END $$;
