import { randomUUID } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { getDb } from "@/db/client";
import { assistantChats, jobs } from "@/db/schema";
import { loadPublicJob } from "@/lib/jobs/public";
import { makeActor } from "../helpers/actors";
import { call } from "../helpers/api";

/**
 * One rule for who may see a job (lib/jobs/visibility.ts), asked by every path:
 * the API, the page's data, the share image and apply. Public job data never
 * carries who owns the job or which chat wrote it.
 */
// The share image calls next/og, which needs the edge image renderer: stand it in with a marker.
vi.mock("next/og", () => ({
  ImageResponse: class {
    status = 200;
    headers = new Headers();
    constructor(readonly element: unknown) {}
    arrayBuffer = async () => new ArrayBuffer(0);
  },
}));
// Outside a Next server there is no data cache: its loaders run directly.
vi.mock("next/cache", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/cache")>()),
  unstable_cache: (load: () => unknown) => load,
}));

async function jobOf(status: "Drafted" | "Open" | "Closed") {
  const owner = await makeActor("COMPANY", "Visibility Co");
  const db = await getDb();
  const [chat] = await db.insert(assistantChats).values({ ownerId: owner.id }).returning();
  const word = `vis${randomUUID().slice(0, 8)}`;
  const [job] = await db.insert(jobs).values({ ownerId: owner.id, jobTitle: `Visible ${word}`, jobStatus: status, chatId: chat!.id }).returning();
  return { owner, job: job!, word };
}

const shareImage = async (jobId: number) => {
  const { default: image } = await import("@/app/jobs/[jobId]/opengraph-image");
  return image({ params: Promise.resolve({ jobId: String(jobId) }) }).then(
    () => "image",
    (error: unknown) => ((error as { digest?: string }).digest?.startsWith("NEXT_HTTP_ERROR_FALLBACK;404") ? "404" : Promise.reject(error)),
  );
};

describe("job visibility", () => {
  it("hides a draft from guests, candidates and other recruiters on every path, and shows it to its owner", async () => {
    const { owner, job } = await jobOf("Drafted");
    const candidate = await makeActor("CANDIDATE");
    const other = await makeActor("COMPANY");
    const path = `/web/common/job/getJobById/${job.id}`;
    expect((await call("GET", path)).status).toBe(404);
    expect((await call("GET", path, { bearer: candidate.token })).status).toBe(404);
    expect((await call("GET", path, { bearer: other.token })).status).toBe(404);
    expect((await call("GET", path, { bearer: owner.token })).status).toBe(200);
    expect(await shareImage(job.id)).toBe("404");
    const apply = await call("POST", "/web/common/candidateJob/ApplytoJob", { bearer: candidate.token, body: { jobId: job.id } });
    expect(apply.status).toBe(404);
  });

  it("shows an Open job to everyone, with its share image, and a closed one without taking applications", async () => {
    const open = await jobOf("Open");
    expect((await call("GET", `/web/common/job/getJobById/${open.job.id}`)).status).toBe(200);
    expect(await shareImage(open.job.id)).toBe("image");
    const closed = await jobOf("Closed");
    expect((await call("GET", `/web/common/job/getJobById/${closed.job.id}`)).status).toBe(200);
    const candidate = await makeActor("CANDIDATE");
    const apply = await call("POST", "/web/common/candidateJob/ApplytoJob", { bearer: candidate.token, body: { jobId: closed.job.id } });
    expect(apply.status).toBe(409);
  });

  it("never puts the owner's id or the chat id in public job data (API reads, lists, page data)", async () => {
    const { owner, job, word } = await jobOf("Open");
    const one = await call<{ job: Record<string, unknown> }>("GET", `/web/common/job/getJobById/${job.id}`, { bearer: owner.token });
    expect(one.body.job).not.toHaveProperty("ownerId");
    expect(one.body.job).not.toHaveProperty("chatId");
    const list = await call<{ jobs: Record<string, unknown>[] }>("GET", `/web/common/job/searchjobsfilter?search=${word}`);
    expect(list.body.jobs.map((j) => j.id)).toEqual([job.id]);
    expect(list.body.jobs[0]).not.toHaveProperty("ownerId");
    expect(list.body.jobs[0]).not.toHaveProperty("chatId");
    const page = await loadPublicJob(job.id);
    expect(page?.job).not.toHaveProperty("ownerId");
    expect(page?.job).not.toHaveProperty("chatId");
    // The owner still reads the chat link on its own, private view.
    const own = await call<{ job: Record<string, unknown> }>("GET", `/web/common/job/getJobByIdPrivate/${job.id}`, { bearer: owner.token });
    expect(own.body.job.chatId).toBe(job.chatId);
  });
});
