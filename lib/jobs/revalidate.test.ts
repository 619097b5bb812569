import { beforeAll, describe, expect, it } from "vitest";
import { pageStore } from "@/lib/page-cache";
import { jobChanged, organisationChanged, JOB_TAG, JOBS_LIST_TAG, SITEMAP_TAG, type Revalidator } from "./revalidate";

// Dropping a page also tells other instances, through a module loaded on first use (lib/page-cache:
// invalidateCachedPages imports ./cross-instance lazily, as that module imports it). Loaded here first, so
// that import does not resolve after this quick file's environment is gone (a CI run failed on it).
beforeAll(() => import("@/lib/page-cache/cross-instance"));

describe("jobChanged", () => {
  it("expires the job's page, the lists and the sitemap", () => {
    const tags: string[] = [];
    const paths: string[] = [];
    const fake: Revalidator = { tag: (t) => tags.push(t), path: (p) => paths.push(p) };
    const done = jobChanged(42, fake);
    expect(tags).toEqual(["job:42", "jobs:list", "jobs:sitemap"]);
    expect(paths).toEqual(["/jobs/42", "/jobdetails/42", "/sitemap.xml"]);
    expect(done).toEqual([...tags, ...paths]);
    expect(JOB_TAG(42)).toBe("job:42");
    expect([JOBS_LIST_TAG, SITEMAP_TAG]).toEqual(["jobs:list", "jobs:sitemap"]);
  });

  it("drops the guests' cached copy of the job page, and only that one", () => {
    const page = { status: 200, body: new TextEncoder().encode("<p>old</p>"), csp: "", etag: '"x"', headers: {}, storedAt: Date.now() };
    pageStore().set("/jobs/42", page);
    pageStore().set("/jobs/43", page);
    jobChanged(42, { tag: () => undefined, path: () => undefined });
    expect(pageStore().get("/jobs/42")).toBeUndefined();
    expect(new TextDecoder().decode(pageStore().get("/jobs/43")?.body)).toBe("<p>old</p>");
  });

  it("drops the owner's company page with the job, and an organisation's own page when it changes", () => {
    const page = { status: 200, body: new TextEncoder().encode("<p>old</p>"), csp: "", etag: '"x"', headers: {}, storedAt: Date.now() };
    const none = { tag: () => undefined, path: () => undefined };
    for (const p of ["/companydetails/7", "/companydetails/8"]) pageStore().set(p, page);
    jobChanged({ id: 42, ownerId: 7 }, none);
    expect(pageStore().get("/companydetails/7")).toBeUndefined();
    expect(pageStore().get("/companydetails/8")).toBeDefined();
    organisationChanged({ ownerId: 8, jobIds: [] }, none);
    expect(pageStore().get("/companydetails/8")).toBeUndefined();
  });

  it("is safe outside a Next request: nothing to expire, no throw", () => {
    expect(jobChanged(7)).toEqual([]);
  });

  it("does not hide unexpected failures", () => {
    const broken: Revalidator = {
      tag: () => {
        throw new Error("disk full");
      },
      path: () => undefined,
    };
    expect(() => jobChanged(1, broken)).toThrow("disk full");
  });
});
