import { beforeAll } from "vitest";
import { getDb } from "@/db/client";

// Open (and migrate) the database before the tests, so its start-up time counts
// against the hook timeout rather than the first test's.
beforeAll(async () => {
  await getDb();
});
