import { and, count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "@/db/client";
import * as t from "@/db/schema";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, SEED, seed, seedIfEmpty } from "@/db/seed";
import { planJobs } from "@/db/seed-data/plan";
import { createRandom } from "@/db/seed-data/random";
import { verifyPassword } from "@/lib/auth/password";

/**
 * Seeds its own fresh in-memory PGlite (never the shared test database, which
 * other tests fill), then checks what a first-time user will see.
 */
let db: Db;
let close: () => Promise<void>;

beforeAll(async () => {
  const handle = await openDatabase({ pgliteDir: "memory://", seed: false });
  db = handle.db;
  close = handle.close;
  await seed(db);
}, 120_000);

afterAll(async () => {
  await close?.();
});

function countBy(rows: { key: string | null; n: number }[]): Record<string, number> {
  return Object.fromEntries(rows.map((r) => [r.key ?? "none", r.n]));
}

describe("demo data", () => {
  it("the demo conversation is read up to each side's own reply: only the candidate's last message is unread, for the company", async () => {
    const unread = async (email: string) => {
      const [me] = await db.select({ id: t.users.id }).from(t.users).where(eq(t.users.email, email));
      const [c] = await db.select().from(t.conversations).where(sql`${t.conversations.userAId} = ${me!.id} or ${t.conversations.userBId} = ${me!.id}`);
      const readUpTo = c!.userAId === me!.id ? c!.userALastReadId : c!.userBLastReadId;
      const messages = await db.select({ id: t.privateMessages.id, senderId: t.privateMessages.senderId }).from(t.privateMessages).where(eq(t.privateMessages.conversationId, c!.id));
      return messages.filter((m) => m.senderId !== me!.id && m.id > readUpTo).length;
    };
    // The company had opened on "2 unread" in a conversation it had answered since.
    expect(await unread(DEMO_ACCOUNTS.company)).toBe(1);
    expect(await unread(DEMO_ACCOUNTS.candidate)).toBe(0);
  });

  it("has the required accounts of every type, with profiles", async () => {
    const byType = countBy(await db.select({ key: t.users.userType, n: count() }).from(t.users).groupBy(t.users.userType));
    expect(byType.COMPANY).toBeGreaterThanOrEqual(3);
    expect(byType.RECRUIMENTAGENCY).toBeGreaterThanOrEqual(2);
    expect(byType.CANDIDATE).toBeGreaterThanOrEqual(6);
    const [companies] = await db.select({ n: count() }).from(t.companyProfiles);
    const [agencies] = await db.select({ n: count() }).from(t.agencyProfiles);
    const [candidates] = await db.select({ n: count() }).from(t.candidateProfiles);
    expect([companies!.n, agencies!.n, candidates!.n]).toEqual([byType.COMPANY, byType.RECRUIMENTAGENCY, byType.CANDIDATE]);
    const sizes = await db.selectDistinct({ size: t.companyProfiles.companySize }).from(t.companyProfiles);
    for (const { size } of sizes) expect(size).toBe(size.toLowerCase());
    const [experiences] = await db.select({ n: count() }).from(t.experiences);
    expect(experiences!.n).toBeGreaterThanOrEqual(6);
    // A role with no end date is held now, so profiles say "– Present" instead of leaving the period open.
    const open = await db.select({ current: t.experiences.current }).from(t.experiences).where(sql`${t.experiences.endDate} is null`);
    expect(open.length).toBeGreaterThan(0);
    expect(open.every((e) => e.current)).toBe(true);
  });

  it("gives the directories a varied set of companies and recruiters", async () => {
    const companies = await db.select().from(t.companyProfiles);
    expect(companies.length).toBeGreaterThanOrEqual(20);
    expect(new Set(companies.map((c) => c.industry)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(companies.map((c) => c.companySize))).toEqual(new Set(["small", "medium", "large"]));
    const agencies = await db.select().from(t.agencyProfiles);
    expect(agencies.length).toBeGreaterThanOrEqual(10);
    // Featured on explore recruiters: flagged with an about text and a specialism (lib/directories/recruiters.ts).
    expect(agencies.filter((a) => a.featured && a.about && a.specialties.length).length).toBeGreaterThanOrEqual(3);
  });

  it("lets every demo user sign in with the demo password, e-mail verified", async () => {
    const all = await db.select().from(t.users);
    for (const email of Object.values(DEMO_ACCOUNTS)) expect(all.map((u) => u.email)).toContain(email);
    // One hash shared by all demo users: verify each distinct hash once (scrypt is slow on purpose).
    const hashes = new Set(all.map((u) => u.passwordHash));
    expect(hashes.size).toBe(1);
    expect(await verifyPassword(DEMO_PASSWORD, [...hashes][0])).toBe(true);
    expect(await verifyPassword("wrong-password-1", [...hashes][0])).toBe(false);
    for (const u of all) expect(u.emailVerifiedAt).not.toBeNull();
  });

  it("has 40+ jobs in all four statuses, mostly Open, with every field filled", async () => {
    const byStatus = countBy(await db.select({ key: t.jobs.jobStatus, n: count() }).from(t.jobs).groupBy(t.jobs.jobStatus));
    const total = Object.values(byStatus).reduce((a, b) => a + b, 0);
    expect(total).toBeGreaterThanOrEqual(40);
    for (const s of t.JOB_STATUSES) expect(byStatus[s], s).toBeGreaterThan(0);
    expect(byStatus.Open! * 2).toBeGreaterThan(total);
    const jobs = await db.select().from(t.jobs);
    for (const j of jobs) {
      expect(j.jobDescription).toMatch(/## Responsibilities[\s\S]*## Requirements[\s\S]*## Benefits/);
      expect(j.requiredSkills?.length).toBeGreaterThan(0);
      expect(j.tags?.length).toBeGreaterThan(0);
      expect(["Full-time", "Part-time", "Contract", "Internship"]).toContain(j.employmentType);
      expect(["On-site", "Hybrid", "Remote"]).toContain(j.jobType);
      expect(j.salaryRange).toMatch(/[€$£]\d/);
      expect(j.location).toBeTruthy();
      expect(j.companyName).toBeTruthy();
      expect(j.updatedAt.getTime()).toBeGreaterThanOrEqual(j.createdAt.getTime());
    }
    expect(new Set(jobs.map((j) => j.employmentType)).size).toBe(4);
    // The date filters (last 7 / last 30 days) have jobs on both sides.
    const week = Date.now() - 7 * 86_400_000;
    expect(jobs.some((j) => j.updatedAt.getTime() >= week)).toBe(true);
    expect(jobs.some((j) => j.updatedAt.getTime() < week)).toBe(true);
  });

  it("gives both demo recruiters jobs in every status", async () => {
    for (const email of [DEMO_ACCOUNTS.company, DEMO_ACCOUNTS.agency]) {
      const rows = await db
        .selectDistinct({ s: t.jobs.jobStatus })
        .from(t.jobs)
        .innerJoin(t.users, eq(t.users.id, t.jobs.ownerId))
        .where(eq(t.users.email, email));
      expect(rows.map((r) => r.s).sort(), email).toEqual([...t.JOB_STATUSES].sort());
    }
  });

  it("has applications in all four statuses, and the demo candidate has each", async () => {
    const byStatus = countBy(await db.select({ key: t.applications.status, n: count() }).from(t.applications).groupBy(t.applications.status));
    for (const s of t.APPLICATION_STATUSES) expect(byStatus[s], s).toBeGreaterThan(0);
    const mine = await db
      .selectDistinct({ s: t.applications.status })
      .from(t.applications)
      .innerJoin(t.users, eq(t.users.id, t.applications.candidateId))
      .where(eq(t.users.email, DEMO_ACCOUNTS.candidate));
    expect(mine.map((r) => r.s).sort()).toEqual([...t.APPLICATION_STATUSES].sort());
    // Nobody applied to a draft, and the demo company has applicants to review.
    const [drafts] = await db
      .select({ n: count() })
      .from(t.applications)
      .innerJoin(t.jobs, eq(t.jobs.id, t.applications.jobId))
      .where(eq(t.jobs.jobStatus, "Drafted"));
    expect(drafts!.n).toBe(0);
    const [companyApplicants] = await db
      .select({ n: count() })
      .from(t.applications)
      .innerJoin(t.jobs, eq(t.jobs.id, t.applications.jobId))
      .innerJoin(t.users, eq(t.users.id, t.jobs.ownerId))
      .where(and(eq(t.users.email, DEMO_ACCOUNTS.company)));
    expect(companyApplicants!.n).toBeGreaterThanOrEqual(3);
  });

  it("has assistant chats with messages, a finished one linked to its job, and people chat", async () => {
    const chats = await db.select().from(t.assistantChats);
    expect(chats.length).toBeGreaterThanOrEqual(3);
    const [messages] = await db.select({ n: count() }).from(t.assistantMessages);
    expect(messages!.n).toBeGreaterThanOrEqual(10);
    const types = await db.selectDistinct({ type: t.assistantMessages.messageType }).from(t.assistantMessages);
    expect(types.map((x) => x.type)).toEqual(expect.arrayContaining(["message", "jobDescription", "interviewQuestions"]));
    const [linked] = await db.select({ n: count() }).from(t.jobs).where(sql`${t.jobs.chatId} is not null`);
    expect(linked!.n).toBeGreaterThanOrEqual(1);
    const [global] = await db.select({ n: count() }).from(t.globalMessages);
    expect(global!.n).toBeGreaterThanOrEqual(3);
    const conversations = await db.select().from(t.conversations);
    expect(conversations).toHaveLength(1);
    expect(conversations[0]!.userAId).toBeLessThan(conversations[0]!.userBId);
    const [privateMessages] = await db.select({ n: count() }).from(t.privateMessages);
    expect(privateMessages!.n).toBeGreaterThanOrEqual(3);
  });

  it("counts as new in /managejobs only Pending applications: a decided one was read, so its job's applicants were seen", async () => {
    const newness = (status: "Pending" | "decided") => sql<number>`(select count(*)::int from ${t.applications} a join ${t.jobs} j on j.id = a.job_id
      where a.status ${status === "Pending" ? sql`=` : sql`<>`} 'Pending' and a.created_at > coalesce(j.applicants_seen_at, '-infinity'::timestamptz))`;
    const [row] = await db.select({ decided: newness("decided"), pending: newness("Pending") }).from(sql`(select 1) as one`);
    expect(row!.decided).toBe(0);
    // The demo still shows the badge where someone applied after the last look.
    expect(row!.pending).toBeGreaterThan(0);
  });

  it("makes the jobs findable by full-text search", async () => {
    const rows = await db.select({ title: t.jobs.jobTitle }).from(t.jobs).where(sql`${t.jobs.searchVector} @@ plainto_tsquery('english', 'react')`);
    expect(rows.length).toBeGreaterThan(0);
  });

  it("never seeds twice and never overwrites", async () => {
    const [before] = await db.select({ n: count() }).from(t.jobs);
    expect(await seedIfEmpty(db)).toBeNull();
    await expect(seed(db)).rejects.toThrow(/already loaded/);
    const [after] = await db.select({ n: count() }).from(t.jobs);
    expect(after!.n).toBe(before!.n);
  });

  it("is deterministic: the same plan every run, and the database holds exactly that plan", async () => {
    const now = new Date("2030-01-01T00:00:00Z");
    const strip = (plans: ReturnType<typeof planJobs>) => plans.map((p) => ({ ...p, createdAt: 0, updatedAt: 0 }));
    const first = planJobs(createRandom(SEED), now);
    expect(strip(planJobs(createRandom(SEED), new Date()))).toEqual(strip(first));
    const rows = await db
      .select({ jobTitle: t.jobs.jobTitle, salaryRange: t.jobs.salaryRange, jobStatus: t.jobs.jobStatus, companyName: t.jobs.companyName })
      .from(t.jobs)
      .orderBy(t.jobs.id);
    expect(rows).toEqual(first.map(({ jobTitle, salaryRange, jobStatus, companyName }) => ({ jobTitle, salaryRange, jobStatus, companyName })));
  });
});
