import { afterAll } from "vitest";
import { closeDb } from "@/db/client";

// Each test file opens the database lazily (getDb) and closes it here, so a
// PGlite worker frees its memory and a Postgres pool does not keep the worker alive.
afterAll(async () => {
  await closeDb();
});
