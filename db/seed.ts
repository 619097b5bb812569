import { count, eq, inArray, sql } from "drizzle-orm";
import { hashPassword } from "@/lib/auth/password";
import { jobFacets } from "@/lib/jobs/facets";
import type { Db, Tx } from "./client";
import * as t from "./schema";
import { ASSISTANT_CHATS, GLOBAL_MESSAGES, PRIVATE_CONVERSATION } from "./seed-data/chats";
import { DIRECTORY_AGENCIES, DIRECTORY_COMPANIES } from "./seed-data/directory";
import { AGENCIES, COMPANIES } from "./seed-data/organisations";
import { CANDIDATES } from "./seed-data/people";
import { planApplications, planJobs, type JobRef } from "./seed-data/plan";
import { createRandom } from "./seed-data/random";

/**
 * Demo data: deterministic content (fixed random seed), dates relative to now so
 * "posted 3 days ago" and the last-7/30-days filters stay meaningful. It only
 * ever inserts — nothing is deleted or updated outside the rows it creates.
 */
export const DEMO_PASSWORD = "demo-password-1";
export const DEMO_ACCOUNTS = { candidate: "candidate@demo.test", company: "company@demo.test", agency: "agency@demo.test" } as const;

export type SeedSummary = { users: number; jobs: number; applications: number; assistantChats: number };

/** The fixed random seed: same demo content on every machine. */
export const SEED = 20240611;
const MINUTE = 60 * 1000;
const BATCH = 50;

function chunks<T>(rows: T[], size = BATCH): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/** Loads the demo data. Refuses (throws) when the demo accounts already exist. */
export async function seed(db: Db, options: { now?: Date } = {}): Promise<SeedSummary> {
  // Hash once, outside the transaction (≈0.4 s at the production cost); every demo user shares it.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    const existing = await tx.select({ email: t.users.email }).from(t.users).where(inArray(t.users.email, Object.values(DEMO_ACCOUNTS)));
    if (existing.length > 0) throw new Error(`Demo data is already loaded (${existing[0]!.email} exists); nothing was changed.`);
    return insertDemoData(tx, passwordHash, options.now ?? new Date());
  });
}

/**
 * Seeds only a database without users (first start of the embedded database,
 * `npm run db:seed`). An advisory lock makes concurrent starts seed once.
 */
export async function seedIfEmpty(db: Db, options: { now?: Date } = {}): Promise<SeedSummary | null> {
  if (!(await usersEmpty(db))) return null;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727275)`);
    if (!(await usersEmpty(tx))) return null;
    return insertDemoData(tx, passwordHash, options.now ?? new Date());
  });
}

async function usersEmpty(db: Db | Tx): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(t.users);
  return (row?.n ?? 0) === 0;
}

async function insertDemoData(tx: Tx, passwordHash: string, now: Date): Promise<SeedSummary> {
  const rng = createRandom(SEED);
  const ago = (minutes: number) => new Date(now.getTime() - minutes * MINUTE);

  // Users
  // Organisations that post the demo jobs, then more for the directories (profiles only).
  const companies = [...COMPANIES, ...DIRECTORY_COMPANIES];
  const agencies = [...AGENCIES, ...DIRECTORY_AGENCIES];
  const people = [
    ...companies.map((c) => ({ email: c.email, name: c.name, userType: "COMPANY" as const })),
    ...agencies.map((a) => ({ email: a.email, name: a.name, userType: "RECRUIMENTAGENCY" as const })),
    ...CANDIDATES.map((c) => ({ email: c.email, name: c.name, userType: "CANDIDATE" as const })),
  ];
  const createdAt = ago(90 * 24 * 60);
  const userRows = await tx
    .insert(t.users)
    .values(people.map((p) => ({ ...p, passwordHash, emailVerifiedAt: createdAt, createdAt, updatedAt: createdAt })))
    .returning({ id: t.users.id, email: t.users.email });
  const idOf = new Map(userRows.map((u) => [u.email, u.id]));
  const id = (email: string) => {
    const v = idOf.get(email);
    if (v === undefined) throw new Error(`Seed refers to unknown user ${email}`);
    return v;
  };

  // Profiles
  await tx.insert(t.companyProfiles).values(
    companies.map((c) => ({
      userId: id(c.email),
      companyName: c.companyName,
      industry: c.industry,
      numberOfEmployees: c.numberOfEmployees,
      companySize: c.companySize,
      about: c.about,
      website: c.website,
      location: c.location,
      profileSummary: c.profileSummary,
    })),
  );
  await tx.insert(t.agencyProfiles).values(
    agencies.map((a) => ({
      userId: id(a.email),
      agencyName: a.agencyName,
      candidatesPlaced: a.candidatesPlaced,
      recruiterDegree: a.recruiterDegree,
      specialties: a.specialties,
      about: a.about,
      website: a.website,
      location: a.location,
      profileSummary: a.profileSummary,
      featured: a.featured,
    })),
  );
  await tx.insert(t.candidateProfiles).values(
    CANDIDATES.map((c) => ({ userId: id(c.email), headline: c.headline, profileSummary: c.profileSummary, location: c.location, skills: c.skills })),
  );
  await tx
    .insert(t.experiences)
    // A role without an end date is the one they hold now: shown "Mar 2021 – Present", listed first.
    .values(CANDIDATES.flatMap((c) => c.experiences.map((e) => ({ ...e, current: e.endDate === null, userId: id(c.email) }))));

  // Assistant chats first: a finished chat is linked from the job it produced.
  const chatIds = new Map<string, string>();
  for (const chat of ASSISTANT_CHATS) {
    const start = ago(chat.daysAgo * 24 * 60);
    const [row] = await tx
      .insert(t.assistantChats)
      .values({
        ownerId: id(chat.ownerEmail),
        chatName: chat.chatName,
        name: chat.name,
        enhancedData: chat.enhancedData,
        questions: chat.questions,
        isFinalJD: chat.isFinalJD,
        isInterviewQuestionsReady: chat.isInterviewQuestionsReady,
        createdAt: start,
        updatedAt: new Date(start.getTime() + chat.messages.length * 2 * MINUTE),
      })
      .returning({ id: t.assistantChats.id });
    if (chat.jobRole) chatIds.set(`${chat.ownerEmail} ${chat.jobRole}`, row!.id);
    await tx.insert(t.assistantMessages).values(
      chat.messages.map((m, i) => ({ ...m, chatId: row!.id, createdAt: new Date(start.getTime() + i * 2 * MINUTE) })),
    );
  }

  // Jobs
  const jobPlans = planJobs(rng, now);
  const jobRefs: JobRef[] = [];
  for (const part of chunks(jobPlans)) {
    const rows = await tx
      .insert(t.jobs)
      .values(
        part.map(({ ownerEmail, role, ...job }) => {
          const chatId = chatIds.get(`${ownerEmail} ${role}`);
          if (chatId) chatIds.delete(`${ownerEmail} ${role}`); // one job per chat
          return { ...job, ...jobFacets(job), ownerId: id(ownerEmail), chatId };
        }),
      )
      .returning({ id: t.jobs.id });
    rows.forEach((r, i) => jobRefs.push({ id: r.id, ...part[i]! }));
  }

  // Applications
  const applicationPlans = planApplications(rng, jobRefs, now);
  for (const part of chunks(applicationPlans)) {
    await tx.insert(t.applications).values(part.map(({ candidateEmail, ...a }) => ({ ...a, candidateId: id(candidateEmail) })));
  }
  // A decided application was read, so its job's applicants were seen at least when it arrived: "new" in
  // /managejobs counts only the Pending ones that came after (a plain SQL update keeps updated_at as seeded).
  await tx.execute(sql`
    update jobs set applicants_seen_at = seen.at
    from (select job_id, max(created_at) as at from applications where status <> 'Pending' group by job_id) as seen
    where seen.job_id = jobs.id`);

  // Global chat and one private conversation
  await tx.insert(t.globalMessages).values(GLOBAL_MESSAGES.map(([from, content, minutes]) => ({ senderId: id(from), content, createdAt: ago(minutes) })));
  const [x, y] = PRIVATE_CONVERSATION.between.map(id).sort((a, b) => a - b) as [number, number];
  const lastMinutes = Math.min(...PRIVATE_CONVERSATION.messages.map((m) => m[2]));
  const [conversation] = await tx
    .insert(t.conversations)
    .values({ userAId: x, userBId: y, createdAt: ago(Math.max(...PRIVATE_CONVERSATION.messages.map((m) => m[2]))), userALastMessageAt: ago(lastMinutes), userBLastMessageAt: ago(lastMinutes) })
    .returning({ id: t.conversations.id });
  const sent = await tx
    .insert(t.privateMessages)
    .values(PRIVATE_CONVERSATION.messages.map(([from, content, minutes]) => ({ conversationId: conversation!.id, senderId: id(from), content, createdAt: ago(minutes) })))
    .returning({ id: t.privateMessages.id, senderId: t.privateMessages.senderId });
  // A reply means what came before it was read: each side has read up to its own last message (the company had
  // opened on "2 unread" in a conversation it had answered since).
  const readUpTo = (userId: number) => Math.max(0, ...sent.filter((m) => m.senderId === userId).map((m) => m.id));
  await tx.update(t.conversations).set({ userALastReadId: readUpTo(x), userBLastReadId: readUpTo(y) }).where(eq(t.conversations.id, conversation!.id));

  return { users: userRows.length, jobs: jobRefs.length, applications: applicationPlans.length, assistantChats: ASSISTANT_CHATS.length };
}

/** Demo e-mails are known; used by the seed script to say whether the demo is present. */
export async function demoDataPresent(db: Db): Promise<boolean> {
  const rows = await db.select({ id: t.users.id }).from(t.users).where(eq(t.users.email, DEMO_ACCOUNTS.company));
  return rows.length > 0;
}
