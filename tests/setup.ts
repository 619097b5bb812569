import { afterAll } from "vitest";
import { closeDb } from "@/db/client";

// Whatever opened the database in this file (getDb is lazy) is closed after it,
// so a PGlite worker frees its memory and a Postgres pool does not keep the worker alive.
afterAll(async () => {
  await closeDb();
});
