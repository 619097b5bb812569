import { readdir } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, vi } from "vitest";
import { filesSuite } from "../helpers/files-suite";
import { startS3rver, type FakeS3 } from "../helpers/s3rver";

/** Uploads with S3_BUCKET set: every byte goes to s3rver, started here on a free port. */
let s3: FakeS3;

beforeAll(async () => {
  s3 = await startS3rver();
  for (const [key, value] of Object.entries(s3.settings)) vi.stubEnv(key, value);
  vi.resetModules(); // lib/env reads settings once at import
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await s3?.close();
});

// s3rver keeps each object as <bucket>/<key>._S3rver_object beside its metadata files.
filesSuite("s3", async (userId) => {
  const all = await readdir(path.join(s3.directory, s3.bucket), { recursive: true }).catch(() => []);
  return all.filter((f) => String(f).endsWith("._S3rver_object") && String(f).split(path.sep).at(-2) === String(userId)).length;
});
