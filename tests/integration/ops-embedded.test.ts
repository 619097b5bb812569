import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, describe, expect, it } from "vitest";
import { like } from "drizzle-orm";
import { openDatabase } from "@/db/client";
import { users } from "@/db/schema";
import { backupEmbedded, restoreEmbedded } from "@/lib/ops/backup";
import { createDiskStorage } from "@/lib/storage/disk";

/**
 * The embedded database under the two things an operator fears: a process killed
 * with SIGKILL in the middle of writes (every acknowledged write must be there
 * when the directory is opened again), and a backup taken while the server runs,
 * restored into a fresh directory and read back — with the uploaded files of the
 * local store beside it.
 */
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "ops-embedded-"));
const dir = path.join(scratch, "pglite");
const uploads = path.join(scratch, "uploads");
let child: ChildProcess | undefined;

afterAll(async () => {
  if (child && child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child!.once("exit", resolve));
    child.kill("SIGKILL");
    await exited;
  }
  fs.rmSync(scratch, { recursive: true, force: true });
});

function startWriter(): Promise<{ port: number; process: ChildProcess }> {
  const proc = spawn(process.execPath, ["--import", "tsx", "tests/helpers/ops-pglite-writer.ts"], {
    env: { ...process.env, NODE_ENV: "test", DATABASE_URL: "", PGLITE_DIR: dir, UPLOAD_DIR: uploads, S3_BUCKET: "", SKIP_DEMO_SEED: "1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  return new Promise((resolve, reject) => {
    proc.stdout!.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const port = /PORT (\d+)/.exec(output)?.[1];
      if (port) resolve({ port: Number(port), process: proc });
    });
    proc.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    proc.on("exit", (code) => reject(new Error(`the writer exited (${code}) before it was ready: ${output}`)));
  });
}

/** The bytes a store holds under `key`. */
async function bytesOf(root: string, key: string): Promise<string> {
  const { stream } = await createDiskStorage(root).get(key);
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

/** Rows written by the writer, by their number, in a directory opened afresh. */
async function storedWrites(directory: string): Promise<Set<number>> {
  const handle = await openDatabase({ pgliteDir: directory, migrate: false, seed: false });
  try {
    const rows = await handle.db.select({ email: users.email }).from(users).where(like(users.email, "written-%"));
    return new Set(rows.map((r) => Number(/written-(\d+)@/.exec(r.email)?.[1])));
  } finally {
    await handle.close();
  }
}

describe("the embedded database", () => {
  it("keeps every acknowledged write through SIGKILL, and a backup taken while it runs restores elsewhere", async () => {
    const writer = await startWriter();
    child = writer.process;
    const acknowledged = new Set<number>();
    let next = 0;
    let writing = true;
    const loop = async () => {
      while (writing) {
        const n = next++;
        try {
          const res = await fetch(`http://127.0.0.1:${writer.port}/write?n=${n}`, { method: "POST" });
          if (res.status === 200 && (await res.text()) === "stored") acknowledged.add(n);
        } catch {
          return; // the process was killed under this request: never acknowledged
        }
      }
    };
    const writers = Array.from({ length: 4 }, loop);
    await expect.poll(() => acknowledged.size, { timeout: 120_000 }).toBeGreaterThanOrEqual(40);

    // Uploaded files in the server's local store (the writer's UPLOAD_DIR).
    const store = createDiskStorage(uploads);
    for (const key of ["resumes/a.pdf", "logos/b.png"]) await store.put(key, Readable.from([`bytes of ${key}`]), { contentType: "application/octet-stream" });

    // A backup while writes go on: the running server takes it (it owns the directory), with the files.
    const beforeBackup = new Set(acknowledged);
    const backup = await backupEmbedded({ dir, out: path.join(scratch, "backup.tar.gz"), timeoutMs: 60_000 });
    expect(backup.via).toBe("server");
    expect(backup.ownerPid).toBe(writer.process.pid);
    expect(backup.uploadsFile).toBe(path.join(scratch, "backup.uploads.tar.gz"));
    // Deleted after the backup: the backup keeps it.
    await store.delete("logos/b.png");

    await expect.poll(() => acknowledged.size, { timeout: 30_000 }).toBeGreaterThanOrEqual(beforeBackup.size + 40);
    writer.process.kill("SIGKILL");
    writing = false;
    await Promise.all(writers);
    if (writer.process.exitCode === null && writer.process.signalCode === null) await new Promise((resolve) => writer.process.once("exit", resolve));

    const afterCrash = await storedWrites(dir);
    const lost = [...acknowledged].filter((n) => !afterCrash.has(n));
    expect(lost).toEqual([]);

    const restored = path.join(scratch, "restored");
    const restoredUploads = path.join(scratch, "restored-uploads");
    const result = await restoreEmbedded({ file: backup.file, dir: restored, uploads: restoredUploads });
    expect(result.migrations).toBeGreaterThan(0);
    expect(result.uploads?.dir).toBe(restoredUploads);
    expect(await bytesOf(restoredUploads, "resumes/a.pdf")).toBe("bytes of resumes/a.pdf");
    expect(await bytesOf(restoredUploads, "logos/b.png")).toBe("bytes of logos/b.png");
    const fromBackup = await storedWrites(restored);
    expect([...beforeBackup].filter((n) => !fromBackup.has(n))).toEqual([]);
    // A copy of one moment: nothing that was not written by then.
    expect([...fromBackup].every((n) => afterCrash.has(n))).toBe(true);

    // Restoring over a database or files in place needs --force and keeps the old ones aside;
    // a refusal moves nothing.
    await expect(restoreEmbedded({ file: backup.file, dir: restored })).rejects.toThrow(/already holds a database/);
    await expect(restoreEmbedded({ file: backup.file, dir: path.join(scratch, "fresh"), uploads: restoredUploads })).rejects.toThrow(/already holds uploaded files/);
    expect(fs.existsSync(path.join(scratch, "fresh"))).toBe(false);
    const forced = await restoreEmbedded({ file: backup.file, dir: restored, uploads: restoredUploads, force: true });
    expect(forced.movedAside && fs.existsSync(forced.movedAside)).toBe(true);
    expect(forced.uploads?.movedAside && fs.existsSync(forced.uploads.movedAside)).toBe(true);
    expect(await bytesOf(restoredUploads, "logos/b.png")).toBe("bytes of logos/b.png");
    // A fresh directory, migrations, two opens and a restore: slow on a busy machine, not in itself.
  }, 240_000);
});
