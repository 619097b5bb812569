import { performance } from "node:perf_hooks";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { getDb } from "@/db/client";
import { FILE_KINDS } from "@/db/enums";
import { applications, jobs, storedFiles } from "@/db/schema";
import type { Endpoint } from "@/lib/api/endpoint";
import type { FileKind } from "@/lib/files/limits";
import { makeActor, type TestActor } from "./actors";
import { chunked, multipartRequest, once, type FilePart } from "./multipart";
import * as sample from "./sample-files";

/**
 * The upload use cases on one storage backend, through dispatch() with real
 * multipart bodies. Run by files-disk.test.ts and files-s3.test.ts; lib modules
 * are imported after the file's settings are in place (s3: S3_* → s3rver).
 * `objectsOf(userId)` counts the bytes the backend really holds for a user.
 */
/**
 * Peak RSS growth allowed while a 10 MB file streams through dispatch() into the
 * store; held whole anywhere on the way, the file alone would pass it. S3: the SDK
 * buffers 5 MiB parts on top (s3rver runs in a child process and is not counted).
 */
// Well under the 10 MB file on both: a known-size upload streams one PUT on S3 (peak seen +3.9–5.6 MB) as on disk.
const RSS_BOUND = { disk: 12 * 1_048_576, s3: 12 * 1_048_576 };

export function filesSuite(backend: "disk" | "s3", objectsOf: (userId: number) => Promise<number>) {
  type Mods = {
    dispatch: (request: Request, pathname: string) => Promise<Response>;
    files: typeof import("@/lib/files/store");
    storage: typeof import("@/lib/storage");
  };
  let m: Mods;
  let candidate: TestActor;
  let company: TestActor;

  beforeAll(async () => {
    const { createDispatcher } = await import("@/lib/api/dispatch");
    const { endpoint } = await import("@/lib/api/endpoint");
    const { uploadBody, uploadedFile } = await import("@/lib/files/input");
    const files = await import("@/lib/files/store");
    // One upload row per kind, capped for that kind, as the profile endpoints declare them.
    const rows: Endpoint[] = FILE_KINDS.map((kind) =>
      endpoint({
        method: "POST",
        path: `/test/upload/${kind}`,
        access: "signed-in",
        summary: `upload a ${kind}`,
        body: uploadBody("file", kind),
        input: z.object({ file: uploadedFile() }),
        handler: ({ file }, { actor }) => files.storeUpload(actor, file, kind),
      }),
    );
    m = { dispatch: createDispatcher(rows), files, storage: await import("@/lib/storage") };
    expect(m.storage.storage().name).toBe(backend);
    candidate = await makeActor("CANDIDATE", "Cara Candidate");
    company = await makeActor("COMPANY", "Acme");
  });

  async function upload(actor: TestActor, kind: FileKind, part: Omit<FilePart, "field">, onChunk?: () => void) {
    const url = `http://localhost/api/test/upload/${kind}`;
    const res = await m.dispatch(multipartRequest(url, { field: "file", ...part }, { headers: { authorization: `Bearer ${actor.token}` }, onChunk }), `/test/upload/${kind}`);
    return { status: res.status, body: (await res.json()) as Record<string, unknown> & { message?: string } };
  }
  const rowsOf = async (userId: number, kind?: FileKind) => {
    const db = await getDb();
    return db.select().from(storedFiles).where(kind ? and(eq(storedFiles.ownerId, userId), eq(storedFiles.kind, kind)) : eq(storedFiles.ownerId, userId));
  };
  const bytesOf = async (key: string) => {
    const got = await m.storage.getFile(key);
    const chunks: Buffer[] = [];
    for await (const c of got.stream) chunks.push(c as Buffer);
    return { ...got, bytes: Buffer.concat(chunks) };
  };

  describe(`uploads on ${backend}: types by magic bytes`, () => {
    it("stores a PDF and a DOCX resume as sent, typed from their bytes", async () => {
      const pdf = await sample.pdf();
      const res = await upload(candidate, "resume", { filename: "Jane CV.pdf", contentType: "text/html", chunks: once(pdf) });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ kind: "resume", contentType: "application/pdf", fileName: "Jane CV.pdf", size: pdf.length });
      const stored = await bytesOf(String(res.body.storageKey));
      expect(stored.bytes.equals(pdf)).toBe(true);

      const docx = await sample.docx();
      const res2 = await upload(candidate, "resume", { filename: "cv", chunks: once(docx) });
      expect(res2.status).toBe(200);
      expect(res2.body).toMatchObject({ contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document", fileName: "cv.docx" });
    });

    it("accepts a PNG named .pdf only where PNG is allowed, named for what it is", async () => {
      const png = await sample.png();
      const asResume = await upload(candidate, "resume", { filename: "resume.pdf", contentType: "application/pdf", chunks: once(png) });
      expect(asResume.status).toBe(415);
      expect(asResume.body.message).toBe("Resumes must be PDF or Word (.docx) files.");
      const asCertificate = await upload(candidate, "certificate", { filename: "award.pdf", contentType: "application/pdf", chunks: once(png) });
      expect(asCertificate.status).toBe(200);
      expect(asCertificate.body).toMatchObject({ contentType: "image/png", fileName: "award.png" });
    });

    it("refuses HTML named .png, an SVG logo, a DOCX logo and a PDF banner with the kind's message", async () => {
      const html = await upload(company, "logo", { filename: "logo.png", contentType: "image/png", chunks: once(sample.html()) });
      expect(html).toMatchObject({ status: 415, body: { message: "Logos must be PNG, JPEG or WebP images." } });
      const svg = await upload(company, "logo", { filename: "logo.svg", contentType: "image/svg+xml", chunks: once(sample.svg()) });
      expect(svg).toMatchObject({ status: 415, body: { message: "Logos must be PNG, JPEG or WebP images." } });
      const docx = await upload(company, "logo", { filename: "logo.png", chunks: once(await sample.docx()) });
      expect(docx.status).toBe(415);
      const pdf = await upload(company, "banner", { filename: "banner.png", chunks: once(await sample.pdf()) });
      expect(pdf).toMatchObject({ status: 415, body: { message: "Banners must be PNG, JPEG or WebP images." } });
      const htmlResume = await upload(candidate, "resume", { filename: "cv.pdf", chunks: once(sample.html()) });
      expect(htmlResume.status).toBe(415);
      expect(await rowsOf(company.id)).toEqual([]);
    });

    it("refuses polyglots: a PDF that starts with HTML, a PNG carrying a ZIP", async () => {
      const pdfHtml = await sample.pdfHtmlPolyglot();
      expect((await upload(candidate, "resume", { filename: "cv.pdf", chunks: once(pdfHtml) })).status).toBe(415);
      expect((await upload(company, "logo", { filename: "logo.png", chunks: once(pdfHtml) })).status).toBe(415);
      const gifar = await sample.pngZipPolyglot();
      expect((await upload(company, "logo", { filename: "logo.png", chunks: once(gifar) })).status).toBe(415);
      expect((await upload(company, "banner", { filename: "banner.png", chunks: once(gifar) })).status).toBe(415);
      expect((await upload(candidate, "certificate", { filename: "c.png", chunks: once(gifar) })).status).toBe(415);
      expect(await rowsOf(company.id)).toEqual([]);
    });

    it("re-encodes a logo as WebP without its metadata, bounded in size, with a small variant", async () => {
      const jpeg = await sample.jpegWithExif("GPS-SECRET-42", 1600, 800);
      expect(jpeg.includes("GPS-SECRET-42")).toBe(true);
      const res = await upload(company, "logo", { filename: "Acme logo.jpg", contentType: "image/jpeg", chunks: once(jpeg) });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ kind: "logo", contentType: "image/webp", fileName: "Acme logo.webp" });
      const sharp = (await import("sharp")).default;
      const full = await bytesOf(String(res.body.storageKey));
      expect(full.bytes.includes("GPS-SECRET-42")).toBe(false);
      expect(full.contentType).toBe("image/webp");
      expect(await sharp(full.bytes).metadata()).toMatchObject({ format: "webp", width: 1024, height: 512 });
      expect((await sharp(full.bytes).metadata()).exif).toBeUndefined();
      const small = await bytesOf(m.files.smallKey({ storageKey: String(res.body.storageKey) }));
      expect(await sharp(small.bytes).metadata()).toMatchObject({ format: "webp", width: 160, height: 80 });
    });

    it("stores a certificate photo in its own format without its metadata (GPS), upright", async () => {
      const sharp = (await import("sharp")).default;
      const jpeg = await sharp({ create: { width: 300, height: 200, channels: 3, background: { r: 240, g: 240, b: 240 } } })
        .jpeg()
        .withMetadata({ orientation: 6 })
        .withExifMerge({ IFD0: { ImageDescription: "GPS-SECRET-43" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "52/1 31/1 0/1" } })
        .toBuffer();
      expect(jpeg.includes("GPS-SECRET-43")).toBe(true);
      const res = await upload(candidate, "certificate", { filename: "award.jpg", contentType: "image/jpeg", chunks: once(jpeg) });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ kind: "certificate", contentType: "image/jpeg", fileName: "award.jpg" });
      const stored = await bytesOf(String(res.body.storageKey));
      expect(stored.bytes.includes("GPS-SECRET-43")).toBe(false);
      const meta = await sharp(stored.bytes).metadata();
      // Orientation 6 (rotate 90°) is applied to the pixels before the EXIF that carried it goes.
      expect(meta).toMatchObject({ format: "jpeg", width: 200, height: 300 });
      expect(meta.exif).toBeUndefined();
      expect(res.body.size).toBe(stored.bytes.length);

      const png = await sharp({ create: { width: 40, height: 30, channels: 4, background: { r: 1, g: 2, b: 3, alpha: 1 } } })
        .png()
        .withExif({ IFD0: { ImageDescription: "GPS-SECRET-44" } })
        .toBuffer();
      expect(png.includes("GPS-SECRET-44")).toBe(true);
      const res2 = await upload(candidate, "certificate", { filename: "scan.png", chunks: once(png) });
      expect(res2.body).toMatchObject({ contentType: "image/png", fileName: "scan.png" });
      expect((await bytesOf(String(res2.body.storageKey))).bytes.includes("GPS-SECRET-44")).toBe(false);
    });

    it("refuses an image over 4096 pixels a side before decoding it", async () => {
      const wide = await sample.png(5000, 10);
      const res = await upload(company, "banner", { filename: "wide.png", chunks: once(wide) });
      expect(res).toMatchObject({ status: 413, body: { message: "Images may be at most 4096 × 4096 pixels." } });
    });

    it("lets each kind be uploaded by its owners only", async () => {
      const png = await sample.png();
      expect((await upload(candidate, "logo", { filename: "l.png", chunks: once(png) })).status).toBe(403);
      expect((await upload(company, "resume", { filename: "cv.pdf", chunks: once(await sample.pdf()) })).status).toBe(403);
    });
  });

  describe(`uploads on ${backend}: caps`, () => {
    it.each([
      ["logo", 2],
      ["banner", 5],
      ["resume", 10],
    ] as const)("a %s over %i MB is cut off with 413 and nothing is stored", async (kind, mb) => {
      const actor = kind === "resume" ? await makeActor("CANDIDATE") : await makeActor("COMPANY");
      const png = await sample.png();
      const res = await upload(actor, kind, { filename: "big.png", chunks: () => chunked(mb * 1024 * 1024 + 1, png) });
      expect(res.status).toBe(413);
      expect(res.body.message).toBe(`The file is too large: the limit is ${mb} MB.`);
      expect(await rowsOf(actor.id)).toEqual([]);
      expect(await objectsOf(actor.id)).toBe(0);
    });
  });

  describe(`uploads on ${backend}: malformed forms`, () => {
    it("a file field sent twice is a 400 (not 413), and nothing is stored", async () => {
      const actor = await makeActor("CANDIDATE");
      const pdf = await sample.pdf();
      const part = { field: "file", filename: "resume.pdf", chunks: once(pdf) };
      const res = await m.dispatch(
        multipartRequest("http://localhost/api/test/upload/resume", [part, part], { headers: { authorization: `Bearer ${actor.token}` } }),
        "/test/upload/resume",
      );
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toBe("Send one file in each file field.");
      expect(await rowsOf(actor.id)).toEqual([]);
      expect(await objectsOf(actor.id)).toBe(0);
    });
  });

  describe(`uploads on ${backend}: replace and delete`, () => {
    it("replacing a logo deletes the old one's row and bytes (and its small variant)", async () => {
      const owner = await makeActor("COMPANY");
      const first = await upload(owner, "logo", { filename: "a.png", chunks: once(await sample.png()) });
      expect(await objectsOf(owner.id)).toBe(2);
      const second = await upload(owner, "logo", { filename: "b.webp", chunks: once(await sample.webp()) });
      expect(second.status).toBe(200);
      expect((await rowsOf(owner.id, "logo")).map((r) => r.id)).toEqual([second.body.id]);
      await expect(m.storage.getFile(String(first.body.storageKey))).rejects.toMatchObject({ code: "NOT_FOUND" });
      await expect(m.storage.getFile(m.files.smallKey({ storageKey: String(first.body.storageKey) }))).rejects.toMatchObject({ code: "NOT_FOUND" });
      expect(await objectsOf(owner.id)).toBe(2);
    });

    it("replacing a resume deletes the old one, unless it went out with an application", async () => {
      const cand = await makeActor("CANDIDATE");
      const first = await upload(cand, "resume", { filename: "v1.pdf", chunks: once(await sample.pdf("v1")) });
      const second = await upload(cand, "resume", { filename: "v2.pdf", chunks: once(await sample.pdf("v2")) });
      await expect(m.storage.getFile(String(first.body.storageKey))).rejects.toMatchObject({ code: "NOT_FOUND" });
      // v2 is sent with an application; v3 replaces it on the profile, but the recruiter keeps v2.
      const db = await getDb();
      const [job] = await db.insert(jobs).values({ ownerId: company.id, jobTitle: "Engineer", jobStatus: "Open" }).returning();
      await db.insert(applications).values({ jobId: job!.id, candidateId: cand.id, resumeFileId: String(second.body.id) });
      const third = await upload(cand, "resume", { filename: "v3.pdf", chunks: once(await sample.pdf("v3")) });
      expect(third.status).toBe(200);
      expect((await rowsOf(cand.id, "resume")).map((r) => r.id).sort()).toEqual([second.body.id, third.body.id].sort());
      expect((await bytesOf(String(second.body.storageKey))).size).toBe(second.body.size);
    });

    it("certificates are many: a second one keeps the first", async () => {
      const cand = await makeActor("CANDIDATE");
      await upload(cand, "certificate", { filename: "a.pdf", chunks: once(await sample.pdf("a")) });
      await upload(cand, "certificate", { filename: "b.pdf", chunks: once(await sample.pdf("b")) });
      expect(await rowsOf(cand.id, "certificate")).toHaveLength(2);
    });

    it("deleteUserFiles empties the store of a user's files and leaves others' alone", async () => {
      const cand = await makeActor("CANDIDATE");
      const recruiter = await makeActor("RECRUIMENTAGENCY");
      await upload(cand, "resume", { filename: "cv.pdf", chunks: once(await sample.pdf()) });
      await upload(cand, "certificate", { filename: "c.png", chunks: once(await sample.png()) });
      await upload(recruiter, "banner", { filename: "b.png", chunks: once(await sample.png(800, 200)) });
      expect(await objectsOf(cand.id)).toBe(2);
      expect(await m.files.deleteUserFiles(cand.id)).toBe(2);
      expect(await objectsOf(cand.id)).toBe(0);
      expect(await rowsOf(cand.id)).toEqual([]);
      expect(await objectsOf(recruiter.id)).toBe(2);
      expect(await m.files.deleteUserFiles(recruiter.id)).toBe(1);
      expect(await objectsOf(recruiter.id)).toBe(0);
    });
  });

  describe(`uploads on ${backend}: streaming`, () => {
    it("stores a 10 MB resume with bounded memory", async () => {
      const cand = await makeActor("CANDIDATE");
      const size = 10 * 1024 * 1024 - 4096;
      const pdfHead = Buffer.from("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n", "latin1");
      const base = process.memoryUsage();
      let peakRss = base.rss;
      let peakBuffers = base.arrayBuffers;
      const sample = () => {
        const now = process.memoryUsage();
        peakRss = Math.max(peakRss, now.rss);
        peakBuffers = Math.max(peakBuffers, now.arrayBuffers);
      };
      const started = performance.now();
      const res = await upload(cand, "resume", { filename: "big.pdf", chunks: () => chunked(size, pdfHead) }, sample);
      const ms = performance.now() - started;
      sample();
      expect(res.status).toBe(200);
      expect(res.body.size).toBe(size);
      const mb = (n: number) => Math.round((n / 1_048_576) * 10) / 10;
      console.warn(`[files:${backend}] 10 MB upload: ${Math.round(ms)} ms, peak RSS +${mb(peakRss - base.rss)} MB, peak array buffers +${mb(peakBuffers - base.arrayBuffers)} MB`);
      expect(peakRss - base.rss).toBeLessThan(RSS_BOUND[backend]);
    });
  });
}
