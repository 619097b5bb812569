import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * Vitest's global setup for a PGlite run: one in-memory database is created and
 * migrated here, and its data directory dumped once; every test file's database
 * then starts as a copy of it (PGLITE_TEMPLATE, db/client.ts) instead of running
 * initdb and every migration again, about 4 s per file on this machine's 2 cores.
 * The copy is the same migrated database each file made for itself before.
 */
export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  // Vitest runs a global setup once for the root config and once for each project that extends it:
  // the first call makes the template, the others find it.
  if (process.env.TEST_DB === "postgres" || process.env.PGLITE_TEMPLATE) return undefined;
  const { openDatabase } = await import("@/db/client");
  const handle = await openDatabase({ pgliteDir: "memory://", seed: false });
  const dump = await handle.dump!();
  await handle.close();
  const dir = await mkdtemp(path.join(tmpdir(), "pglite-template-"));
  const file = path.join(dir, "migrated.tar.gz");
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  // Read by the workers, which start after this and inherit the environment.
  process.env.PGLITE_TEMPLATE = file;
  return () => rm(dir, { recursive: true, force: true });
}
