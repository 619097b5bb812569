import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { applications, candidateProfiles, jobs } from "@/db/schema";
import { dispatch } from "@/lib/api/dispatch";
import { UploadedFile } from "@/lib/api/multipart";
import type { FileKind } from "@/lib/files/limits";
import { storeUpload, type StoredFile } from "@/lib/files/store";
import { makeActor, type TestActor } from "../helpers/actors";
import * as sample from "../helpers/sample-files";

/** GET /api/files/:id: who may read what (canReadFile), and the headers every answer carries. */
let dir: string;
let candidate: TestActor;
let otherCandidate: TestActor;
let recruiterApplied: TestActor;
let agencyApplied: TestActor;
let recruiterNot: TestActor;
let resume: StoredFile;
let jobResume: StoredFile;
let certificate: StoredFile;
let logo: StoredFile;
let resumeBytes: Buffer;

async function store(actor: TestActor, kind: FileKind, bytes: Buffer, filename: string, options: { replace?: boolean } = {}): Promise<StoredFile> {
  const file = path.join(dir, `${Math.random()}`);
  await writeFile(file, bytes);
  return storeUpload(actor, new UploadedFile("file", filename, "application/octet-stream", bytes.length, file, bytes.subarray(0, 4100)), kind, options);
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "serve-"));
  candidate = await makeActor("CANDIDATE", "Cara");
  otherCandidate = await makeActor("CANDIDATE", "Otto");
  recruiterApplied = await makeActor("COMPANY", "Applied Co");
  agencyApplied = await makeActor("RECRUIMENTAGENCY", "Applied Agency");
  recruiterNot = await makeActor("COMPANY", "Other Co");
  resumeBytes = await sample.pdf("Cara's resume");
  resume = await store(candidate, "resume", resumeBytes, "Cara Lebenslauf Ü.pdf");
  // As the apply form uploads it: beside the profile's resume, not in its place.
  jobResume = await store(candidate, "resume", await sample.pdf("Cara's resume for the engineer job"), "cara-engineer.pdf", { replace: false });
  certificate = await store(candidate, "certificate", await sample.png(), "cert.png");
  logo = await store(recruiterApplied, "logo", await sample.png(400, 200), "logo.png");
  const db = await getDb();
  // Cara applied to one job of the company (Closed now: still its applicant) and one of the agency.
  const [job] = await db.insert(jobs).values({ ownerId: recruiterApplied.id, jobTitle: "Engineer", jobStatus: "Closed" }).returning();
  const [agencyJob] = await db.insert(jobs).values({ ownerId: agencyApplied.id, jobTitle: "Analyst", jobStatus: "Open" }).returning();
  await db.insert(jobs).values({ ownerId: recruiterNot.id, jobTitle: "Unrelated", jobStatus: "Open" });
  // The profile's resume went with the agency's application; a resume uploaded for the company's job went with that one only.
  await db.insert(candidateProfiles).values({ userId: candidate.id, resumeFileId: resume.id }).onConflictDoUpdate({ target: candidateProfiles.userId, set: { resumeFileId: resume.id } });
  await db.insert(applications).values([
    { jobId: job!.id, candidateId: candidate.id, resumeFileId: jobResume.id },
    { jobId: agencyJob!.id, candidateId: candidate.id, resumeFileId: resume.id },
  ]);
});

afterAll(() => rm(dir, { recursive: true, force: true }));

async function get(id: string, who?: TestActor, headers: Record<string, string> = {}, query = "", method = "GET") {
  const h: Record<string, string> = { ...headers };
  if (who) h.authorization = `Bearer ${who.token}`;
  const res = await dispatch(new Request(`http://localhost/api/files/${id}${query}`, { method, headers: h }), `/files/${id}`);
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

describe("who may read a resume or a certificate", () => {
  const cases: [string, () => TestActor | undefined, boolean][] = [
    ["its owner", () => candidate, true],
    ["a company that owns a job the owner applied to", () => recruiterApplied, true],
    ["an agency that owns a job the owner applied to", () => agencyApplied, true],
    ["a company the owner never applied to", () => recruiterNot, false],
    ["another candidate", () => otherCandidate, false],
    ["a guest", () => undefined, false],
  ];
  for (const [label, who, allowed] of cases) {
    for (const kind of ["resume", "certificate"] as const) {
      it(`${kind}: ${label} → ${allowed ? "200" : "404"}`, async () => {
        const file = kind === "resume" ? resume : certificate;
        const res = await get(file.id, who());
        expect(res.status).toBe(allowed ? 200 : 404);
        if (allowed) expect(res.bytes.length).toBe(file.size);
        else expect(JSON.parse(res.bytes.toString())).toMatchObject({ error: { code: "NOT_FOUND", message: "File not found." } });
      });
    }
  }

  it("a resume sent for one job only is read by that job's owner, not by another recruiter the owner applied to", async () => {
    expect((await get(jobResume.id, candidate)).status).toBe(200);
    expect((await get(jobResume.id, recruiterApplied)).status).toBe(200);
    expect((await get(jobResume.id, agencyApplied)).status).toBe(404);
    expect((await get(jobResume.id, recruiterNot)).status).toBe(404);
    // The profile's resume goes to every recruiter applied to, including the company that got the other one.
    expect((await get(resume.id, recruiterApplied)).status).toBe(200);
  });

  it("a resume uploaded for a job but not sent yet, or whose application was withdrawn, is read by no recruiter", async () => {
    // Uploaded beside the profile's resume, as the apply form does, before Apply is pressed.
    const unsent = await store(candidate, "resume", await sample.pdf("Cara's resume for a job not applied to yet"), "cara-next.pdf", { replace: false });
    expect((await get(unsent.id, candidate)).status).toBe(200);
    expect((await get(unsent.id, recruiterApplied)).status).toBe(404);
    expect((await get(unsent.id, agencyApplied)).status).toBe(404);
    // Sent with an application to the agency's second job, then withdrawn: the application is gone, and so is the agency's access.
    const db = await getDb();
    const [job] = await db.insert(jobs).values({ ownerId: agencyApplied.id, jobTitle: "Second analyst", jobStatus: "Open" }).returning();
    const [sent] = await db.insert(applications).values({ jobId: job!.id, candidateId: candidate.id, resumeFileId: unsent.id }).returning();
    expect((await get(unsent.id, agencyApplied)).status).toBe(200);
    expect((await get(unsent.id, recruiterApplied)).status).toBe(404);
    const withdrawn = await dispatch(
      new Request(`http://localhost/api/web/common/candidateJob/withdraw-application/${sent!.id}`, { method: "POST", headers: { authorization: `Bearer ${candidate.token}` } }),
      `/web/common/candidateJob/withdraw-application/${sent!.id}`,
    );
    expect(withdrawn.status).toBe(200);
    expect((await get(unsent.id, agencyApplied)).status).toBe(404);
    expect((await get(unsent.id, candidate)).status).toBe(200);
  });

  it("an unknown id is the same 404; a malformed one a 400", async () => {
    expect((await get("7f1b0c4e-1111-4aaa-8bbb-123456789abc", candidate)).status).toBe(404);
    expect((await get("not-a-uuid", candidate)).status).toBe(400);
  });

  it("logos are public, to guests too, and so is their small variant", async () => {
    expect((await get(logo.id)).status).toBe(200);
    expect((await get(logo.id, otherCandidate)).status).toBe(200);
    const small = await get(logo.id, undefined, {}, "?size=small");
    expect(small.status).toBe(200);
    expect(small.headers.get("content-type")).toBe("image/webp");
    expect(small.bytes.length).toBeLessThan(logo.size);
    expect((await get(resume.id, candidate, {}, "?size=small")).status).toBe(404);
    expect((await get(logo.id, undefined, {}, "?size=large")).status).toBe(400);
  });
});

describe("how a file is served", () => {
  it("a document: stored type, nosniff, attachment with its UTF-8 name, never cached", async () => {
    const res = await get(resume.id, candidate);
    expect(res.bytes.equals(resumeBytes)).toBe(true);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="Cara Lebenslauf _.pdf"; filename*=UTF-8''Cara%20Lebenslauf%20%C3%9C.pdf`);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.headers.get("content-length")).toBe(String(resumeBytes.length));
    expect(res.headers.get("accept-ranges")).toBe("bytes");
    expect(res.headers.get("content-security-policy")).toContain("sandbox");
  });

  it("a certificate image is still a download; a logo shows inline and is cached publicly", async () => {
    expect((await get(certificate.id, candidate)).headers.get("content-disposition")).toMatch(/^attachment; /);
    const res = await get(logo.id);
    expect(res.headers.get("content-type")).toBe("image/webp");
    expect(res.headers.get("content-disposition")).toMatch(/^inline; filename="logo.webp"/);
    expect(res.headers.get("cache-control")).toMatch(/^public, /);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("ETag and If-None-Match → 304 without a body", async () => {
    const first = await get(resume.id, candidate);
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^"[0-9a-f]+"$/);
    const again = await get(resume.id, candidate, { "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(again.bytes.length).toBe(0);
    expect((await get(resume.id, candidate, { "if-none-match": `W/${etag}, "other"` })).status).toBe(304);
    expect((await get(resume.id, candidate, { "if-none-match": '"other"' })).status).toBe(200);
    // A validator never opens a file to someone who may not read it.
    expect((await get(resume.id, otherCandidate, { "if-none-match": etag })).status).toBe(404);
  });

  it("one byte range → 206 with Content-Range; open-ended and suffix ranges too", async () => {
    const part = await get(resume.id, candidate, { range: "bytes=0-7" });
    expect(part.status).toBe(206);
    expect(part.bytes.toString()).toBe(resumeBytes.subarray(0, 8).toString());
    expect(part.headers.get("content-range")).toBe(`bytes 0-7/${resumeBytes.length}`);
    expect(part.headers.get("content-length")).toBe("8");
    const tail = await get(resume.id, candidate, { range: "bytes=-5" });
    expect(tail.status).toBe(206);
    expect(tail.bytes.equals(resumeBytes.subarray(-5))).toBe(true);
    const rest = await get(resume.id, candidate, { range: `bytes=${resumeBytes.length - 3}-` });
    expect(rest.bytes.equals(resumeBytes.subarray(-3))).toBe(true);
  });

  it("a bad or unsatisfiable range → 416 with the size; another unit is ignored", async () => {
    for (const range of [`bytes=${resumeBytes.length}-`, "bytes=5-2", "bytes=abc", "bytes=0-1,4-5", "bytes=-"]) {
      const res = await get(resume.id, candidate, { range });
      expect(res.status, range).toBe(416);
      expect(res.headers.get("content-range")).toBe(`bytes */${resumeBytes.length}`);
    }
    expect((await get(resume.id, candidate, { range: "items=0-1" })).status).toBe(200);
  });

  it("If-Range with a stale validator sends the whole file", async () => {
    const res = await get(resume.id, candidate, { range: "bytes=0-7", "if-range": '"stale"' });
    expect(res.status).toBe(200);
    expect(res.bytes.length).toBe(resumeBytes.length);
  });

  it("HEAD answers the headers without the bytes", async () => {
    const res = await get(resume.id, candidate, {}, "", "HEAD");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-length")).toBe(String(resumeBytes.length));
    expect(res.bytes.length).toBe(0);
  });
});
