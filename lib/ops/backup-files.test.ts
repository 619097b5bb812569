import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as tar from "tar";
import { afterEach, describe, expect, it, vi } from "vitest";
import { archiveFrozen, freezeUploads, holdsUploads, restoreUploads, uploadsArchiveOf, writeBackup } from "./backup-files";

const scratches: string[] = [];
afterEach(() => {
  for (const s of scratches.splice(0)) fs.rmSync(s, { recursive: true, force: true });
});

function scratch(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "backup-files-"));
  scratches.push(dir);
  return dir;
}

/** A local store (lib/storage/disk.ts layout) holding `files`, plus an upload still streaming into tmp/. */
function store(root: string, files: Record<string, string>): void {
  for (const [key, text] of Object.entries(files)) {
    for (const [part, name, body] of [["objects", key, text], ["meta", `${key}.json`, JSON.stringify({ size: text.length })]] as const) {
      fs.mkdirSync(path.dirname(path.join(root, part, name)), { recursive: true });
      fs.writeFileSync(path.join(root, part, name), body);
    }
  }
  fs.mkdirSync(path.join(root, "tmp"), { recursive: true });
  fs.writeFileSync(path.join(root, "tmp", "half-written"), "partial");
}

async function entriesOf(archive: string): Promise<string[]> {
  const names: string[] = [];
  await tar.t({ file: archive, onReadEntry: (e) => void names.push(e.path) });
  return names;
}

const read = (root: string, key: string) => fs.readFileSync(path.join(root, "objects", key), "utf8");

describe("uploaded files in a backup", () => {
  it("names the files' archive after the database's", () => {
    expect(uploadsArchiveOf("/b/pglite-1.tar.gz")).toBe("/b/pglite-1.uploads.tar.gz");
    expect(uploadsArchiveOf("/b/copy")).toBe("/b/copy.uploads.tar.gz");
  });

  it("freezes the store as hard links: a file deleted or replaced afterwards is still in the archive, a half-written one never", async () => {
    const root = scratch();
    store(root, { "resumes/a.pdf": "resume A", "logos/b.png": "logo B" });
    const frozen = freezeUploads(root)!;
    expect(fs.statSync(path.join(frozen, "objects", "resumes/a.pdf")).ino).toBe(fs.statSync(path.join(root, "objects", "resumes/a.pdf")).ino);
    fs.rmSync(path.join(root, "objects", "logos/b.png"));
    fs.writeFileSync(path.join(root, "objects", "resumes/a.pdf.new"), "resume A2");
    fs.renameSync(path.join(root, "objects", "resumes/a.pdf.new"), path.join(root, "objects", "resumes/a.pdf"));

    const archive = path.join(scratch(), "x.uploads.tar.gz");
    expect(await archiveFrozen(frozen, archive)).toBeGreaterThan(0);
    expect(fs.existsSync(frozen)).toBe(false);
    const target = path.join(scratch(), "restored");
    await restoreUploads(archive, target);
    expect(read(target, "resumes/a.pdf")).toBe("resume A");
    expect(read(target, "logos/b.png")).toBe("logo B");
    expect(fs.existsSync(path.join(target, "meta", "logos/b.png.json"))).toBe(true);
    expect(fs.existsSync(path.join(target, "tmp"))).toBe(false);
  });

  it("copies where the file system has no hard links, with the same result", async () => {
    const root = scratch();
    store(root, { "a.txt": "A" });
    const link = vi.spyOn(fs, "linkSync").mockImplementation(() => {
      throw Object.assign(new Error("cross-device link not permitted"), { code: "EXDEV" });
    });
    try {
      const frozen = freezeUploads(root)!;
      expect(fs.statSync(path.join(frozen, "objects", "a.txt")).ino).not.toBe(fs.statSync(path.join(root, "objects", "a.txt")).ino);
      fs.rmSync(path.join(root, "objects", "a.txt"));
      const archive = path.join(scratch(), "x.uploads.tar.gz");
      await archiveFrozen(frozen, archive);
      const target = path.join(scratch(), "restored");
      await restoreUploads(archive, target);
      expect(read(target, "a.txt")).toBe("A");
    } finally {
      link.mockRestore();
    }
  });

  it("has nothing to freeze in an empty store", () => {
    expect(freezeUploads(scratch())).toBeNull();
  });

  it("freezes the files inside the database copy's transaction and writes the database's file last", async () => {
    const root = scratch();
    store(root, { "a.txt": "A" });
    const out = path.join(scratch(), "backups", "pglite-1.tar.gz");
    const steps: string[] = [];
    const written = await writeBackup(
      async (during) => {
        steps.push("transaction begins");
        during?.();
        steps.push(`frozen: ${fs.readdirSync(root).some((n) => n.startsWith(".backup-"))}`);
        fs.rmSync(path.join(root, "objects", "a.txt")); // deleted the moment the transaction ends
        return new Blob(["database"]);
      },
      out,
      root,
    );
    expect(steps).toEqual(["transaction begins", "frozen: true"]);
    expect(written).toEqual({ bytes: 8, uploadsFile: uploadsArchiveOf(out) });
    expect(fs.readFileSync(out, "utf8")).toBe("database");
    expect(fs.readdirSync(root).filter((n) => n.startsWith(".backup-"))).toEqual([]);
    const target = path.join(scratch(), "restored");
    await restoreUploads(written.uploadsFile!, target);
    expect(read(target, "a.txt")).toBe("A");
  });

  it("writes no database file and leaves no frozen tree when the copy fails", async () => {
    const root = scratch();
    store(root, { "a.txt": "A" });
    const out = path.join(scratch(), "pglite-1.tar.gz");
    await expect(
      writeBackup(
        async (during) => {
          during?.();
          throw new Error("disk full");
        },
        out,
        root,
      ),
    ).rejects.toThrow("disk full");
    expect(fs.existsSync(out)).toBe(false);
    expect(fs.readdirSync(root).filter((n) => n.startsWith(".backup-"))).toEqual([]);
  });

  it("moves a store that holds files aside before restoring, and unpacks nothing outside the store", async () => {
    const source = scratch();
    store(source, { "a.txt": "new" });
    const archive = path.join(scratch(), "x.uploads.tar.gz");
    await archiveFrozen(freezeUploads(source)!, archive);
    // A hand-made archive with a path that climbs out and one outside the store's parts.
    const evilDir = path.join(scratch(), "inner");
    fs.mkdirSync(path.join(evilDir, "objects"), { recursive: true });
    fs.writeFileSync(path.join(evilDir, "objects", "ok.txt"), "ok");
    fs.writeFileSync(path.join(evilDir, "stray.txt"), "stray");
    fs.writeFileSync(path.join(evilDir, "..", "escaped.txt"), "escaped");
    const evil = path.join(scratch(), "evil.tar.gz");
    await tar.c({ gzip: true, file: evil, cwd: evilDir, portable: true, preservePaths: true }, ["objects", "stray.txt", "objects/../../escaped.txt"]);
    expect((await entriesOf(evil)).some((e) => e.includes(".."))).toBe(true);

    const target = path.join(scratch(), "uploads");
    store(target, { "a.txt": "old" });
    expect(holdsUploads(target)).toBe(true);
    const restored = await restoreUploads(archive, target);
    expect(read(target, "a.txt")).toBe("new");
    expect(fs.readFileSync(path.join(restored.movedAside!, "objects", "a.txt"), "utf8")).toBe("old");

    const parent = scratch();
    const other = path.join(parent, "store", "uploads");
    await restoreUploads(evil, other);
    expect(read(other, "ok.txt")).toBe("ok");
    expect(fs.existsSync(path.join(other, "stray.txt"))).toBe(false);
    expect(fs.readdirSync(path.join(parent, "store"))).toEqual(["uploads"]);
    expect(fs.existsSync(path.join(parent, "escaped.txt"))).toBe(false);
  });
});
