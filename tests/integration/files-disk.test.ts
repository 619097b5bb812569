import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, vi } from "vitest";
import { filesSuite } from "../helpers/files-suite";

/** Uploads on the default backend: local disk under UPLOAD_DIR (a directory of this file's own). */
let root: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "uploads-"));
  vi.stubEnv("UPLOAD_DIR", root);
  vi.resetModules(); // lib/env reads settings once at import
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await rm(root, { recursive: true, force: true });
});

filesSuite("disk", async (userId) => {
  const all = await readdir(path.join(root, "objects"), { recursive: true, withFileTypes: true }).catch(() => []);
  // Keys are <kind>/<ownerId>/<uuid>[.small].
  return all.filter((e) => e.isFile() && path.basename(e.parentPath) === String(userId)).length;
});
