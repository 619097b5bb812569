import { afterEach, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db/client";
import { jobs } from "@/db/schema";
import { makeActor } from "../helpers/actors";

// Outside a Next server there is no data cache: its loaders run directly.
vi.mock("next/cache", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/cache")>()),
  unstable_cache: (load: () => unknown) => load,
}));

const PNG = [0x89, 0x50, 0x4e, 0x47];

async function openJob(values: { jobTitle: string; companyName: string; location: string }) {
  const owner = await makeActor("COMPANY", "Share Image Co");
  const db = await getDb();
  const [job] = await db.insert(jobs).values({ ownerId: owner.id, jobStatus: "Open", jobType: "Hybrid", ...values }).returning();
  return job!;
}

async function shareImageOf(jobId: number): Promise<Response> {
  const { default: image } = await import("@/app/jobs/[jobId]/opengraph-image");
  return image({ params: Promise.resolve({ jobId: String(jobId) }) });
}

afterEach(() => vi.unstubAllGlobals());

/**
 * A job's share image (what a link preview shows) for the titles and names people
 * type the world over, on a server that cannot reach the internet: next/og asks
 * Google Fonts for every script its font lacks and a CDN for emoji.
 */
describe("job share image", () => {
  it("is a whole PNG for Japanese, Arabic, emoji and accented text when the font services cannot be reached", async () => {
    const fetched: string[] = [];
    vi.stubGlobal("fetch", async (url: unknown) => {
      fetched.push(String(url));
      throw new TypeError("fetch failed");
    });
    const job = await openJob({
      jobTitle: "株式会社テスト · Développeur·se Full-Stack 🚀",
      companyName: "Zoë Ñúñez-Øvergård AG · شركة",
      location: "Zürich, Schweiz",
    });
    const response = await shareImageOf(job.id);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 4)]).toEqual(PNG);
    expect(bytes.length).toBeGreaterThan(10_000);
    expect(fetched.some((u) => u.includes("fonts.googleapis.com"))).toBe(true);
  }, 60_000);

  it("draws Latin letters of every European and Vietnamese spelling, and a long word, without the network", async () => {
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("fetch failed");
    });
    const job = await openJob({
      jobTitle: `Kỹ sư phần mềm · Łódź Ștefan Ğüç ${"Donaudampfschifffahrtsgesellschaft".repeat(2)}`,
      companyName: "Ærøskøbing Rekruttering ApS",
      location: "Hà Nội",
    });
    const bytes = new Uint8Array(await (await shareImageOf(job.id)).arrayBuffer());
    expect([...bytes.slice(0, 4)]).toEqual(PNG);
  }, 60_000);
});
