/**
 * `npm run db:restore <file> [-- --dir <dir>] [--force]`: restores a backup made
 * by `npm run db:backup` into PGLITE_DIR (or --dir), and its uploaded files
 * (<name>.uploads.tar.gz beside it) into UPLOAD_DIR (or --uploads). Refuses while a
 * server owns the directory; an existing database or store is moved aside (with
 * --force), never deleted.
 * The server applies any newer migrations when it next starts.
 */
import { env } from "../lib/env";
import { restoreEmbedded } from "../lib/ops/backup";

const args = process.argv.slice(2);
const value = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const dir = value("dir") ?? env.PGLITE_DIR;
const uploads = env.S3_BUCKET ? null : (value("uploads") ?? env.UPLOAD_DIR);
const file = args.find((a, i) => !a.startsWith("--") && args[i - 1] !== "--dir" && args[i - 1] !== "--uploads");

if (!file) {
  console.error("Usage: npm run db:restore <backup file> [-- --dir <dir>] [--uploads <dir>] [--force]");
  process.exit(1);
}
try {
  const result = await restoreEmbedded({ file, dir, uploads, force: args.includes("--force") });
  if (result.movedAside) console.log(`The database that was there is now at ${result.movedAside}.`);
  console.log(`Restored ${file} into ${result.dir} (${result.migrations} migrations recorded).`);
  if (result.uploads?.movedAside) console.log(`The uploaded files that were there are now at ${result.uploads.movedAside}.`);
  if (result.uploads) console.log(`Restored the uploaded files into ${result.uploads.dir}.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
