/**
 * `npm run db:backup [-- --out <file>]`: a consistent copy of the embedded
 * database (PGLITE_DIR) as a gzipped tar, default .data/backups/pglite-<time>.tar.gz,
 * and beside it the local store's uploaded files (<name>.uploads.tar.gz; not with S3).
 * Works while the server runs (the server takes the copy, see lib/ops/backup.ts).
 * For Postgres (DATABASE_URL set) use pg_dump — see README "Operations".
 */
import { env } from "../lib/env";
import { backupEmbedded } from "../lib/ops/backup";

const args = process.argv.slice(2);
const at = args.indexOf("--out");
const out = at >= 0 ? args[at + 1] : undefined;

if (env.DATABASE_URL) {
  console.error("DATABASE_URL is set: back up Postgres with pg_dump -Fc (README, Operations).");
  process.exit(1);
}
try {
  const result = await backupEmbedded({ dir: env.PGLITE_DIR, out, uploads: env.S3_BUCKET ? null : env.UPLOAD_DIR });
  const how = result.via === "server" ? `taken by the running server (process ${result.ownerPid})` : "taken directly (no server running)";
  console.log(`Backed up ${env.PGLITE_DIR} to ${result.file} (${result.bytes} bytes), ${how}.`);
  if (result.uploadsFile) console.log(`Uploaded files, frozen at the same moment: ${result.uploadsFile}.`);
  else console.log(env.S3_BUCKET ? "Uploaded files are in S3 (back up the bucket)." : "No uploaded files to back up.");
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
