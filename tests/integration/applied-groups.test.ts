import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { APPLICATION_STATUSES, type ApplicationStatus } from "@/db/enums";
import { candidateApplicationGroups } from "@/lib/applications/groups";
import { makeActor, type TestActor } from "../helpers/actors";
import { statementsOf } from "../helpers/statements";

/**
 * /appliedjobs (spec §4: applied jobs grouped by status): every group is counted and paged on its own,
 * newest first, 10 a page; a page past a group's end is its last page; only the candidate's own.
 */
let candidate: TestActor, other: TestActor;
const newestFirst = {} as Record<ApplicationStatus, number[]>;
let othersApplication: number;

beforeAll(async () => {
  const db = await getDb();
  const owner = await makeActor("COMPANY", "Grouping Co");
  [candidate, other] = await Promise.all([makeActor("CANDIDATE", "Grouped Applicant"), makeActor("CANDIDATE", "Someone Else")]);
  // 23 Pending, 12 Reviewed, no Accepted, 5 Rejected. Job n applied to at 2026-01-01 + n hours, so within each status the higher g is the newer application.
  const made = (await db.execute(sql`
    with j as (insert into jobs (owner_id, job_title, job_status) select ${owner.id}, 'Grouped job ' || g, 'Open' from generate_series(1, 40) g returning id, job_title)
    insert into applications (job_id, candidate_id, status, created_at)
    select j.id, ${candidate.id},
      (case when n <= 23 then 'Pending' when n <= 35 then 'Reviewed' else 'Rejected' end)::application_status,
      timestamptz '2026-01-01' + n * interval '1 hour'
    from (select id, substring(job_title from 13)::int as n from j) j
    returning id, created_at, status`)) as unknown as { rows: { id: number; created_at: string | Date; status: ApplicationStatus }[] };
  for (const s of APPLICATION_STATUSES) {
    newestFirst[s] = made.rows
      .filter((r) => r.status === s)
      .sort((a, b) => new Date(b.created_at).getTime() - new Date(a.created_at).getTime())
      .map((r) => r.id);
  }
  // The other candidate's application to one of the same jobs is never in this candidate's groups.
  const theirs = (await db.execute(
    sql`insert into applications (job_id, candidate_id) select job_id, ${other.id} from applications where id = ${made.rows[0]!.id} returning id`,
  )) as unknown as { rows: { id: number }[] };
  othersApplication = theirs.rows[0]!.id;
});

describe("a candidate's applications grouped by status", () => {
  it("counts each group and shows its 10 newest, in two statements (the groups and the logos)", async () => {
    let groups: Awaited<ReturnType<typeof candidateApplicationGroups>> = [];
    const statements = await statementsOf(async () => {
      groups = await candidateApplicationGroups(candidate);
    });
    expect(statements).toHaveLength(2);
    expect(groups.map((g) => [g.status, g.total, g.totalPages, g.currentPage])).toEqual([
      ["Pending", 23, 3, 1],
      ["Reviewed", 12, 2, 1],
      ["Accepted", 0, 1, 1],
      ["Rejected", 5, 1, 1],
    ]);
    for (const g of groups) expect(g.items.map((a) => a.id)).toEqual(newestFirst[g.status].slice(0, 10));
    expect(groups[0]!.items[0]!.job).toMatchObject({ jobTitle: "Grouped job 23", companyLogo: null });
    for (const g of groups) expect(new Set(g.items.map((a) => a.status))).toEqual(new Set(g.items.length ? [g.status] : []));
  });

  it("pages each group on its own", async () => {
    const groups = await candidateApplicationGroups(candidate, { Pending: 3, Reviewed: 2 });
    const by = Object.fromEntries(groups.map((g) => [g.status, g])) as Record<ApplicationStatus, (typeof groups)[number]>;
    expect(by.Pending.items.map((a) => a.id)).toEqual(newestFirst.Pending.slice(20, 30));
    expect(by.Pending.items).toHaveLength(3);
    expect(by.Reviewed.items.map((a) => a.id)).toEqual(newestFirst.Reviewed.slice(10, 20));
    expect(by.Rejected.items.map((a) => a.id)).toEqual(newestFirst.Rejected);
    expect([by.Pending.currentPage, by.Reviewed.currentPage, by.Rejected.currentPage]).toEqual([3, 2, 1]);
  });

  it("shows a group's last page for a page past its end, and page 1 of an empty group", async () => {
    const groups = await candidateApplicationGroups(candidate, { Pending: 99, Accepted: 7, Rejected: 100_000 });
    const by = Object.fromEntries(groups.map((g) => [g.status, g])) as Record<ApplicationStatus, (typeof groups)[number]>;
    expect(by.Pending).toMatchObject({ currentPage: 3, totalPages: 3 });
    expect(by.Pending.items.map((a) => a.id)).toEqual(newestFirst.Pending.slice(20));
    expect(by.Accepted).toMatchObject({ currentPage: 1, totalPages: 1, total: 0, items: [] });
    expect(by.Rejected.items.map((a) => a.id)).toEqual(newestFirst.Rejected);
  });

  it("holds only the candidate's own applications, and only a candidate has any", async () => {
    const theirs = await candidateApplicationGroups(other);
    expect(theirs.map((g) => g.total)).toEqual([1, 0, 0, 0]);
    expect(theirs[0]!.items.map((a) => a.id)).toEqual([othersApplication]);
    const mine = await candidateApplicationGroups(candidate, { Pending: 3 });
    expect(mine.flatMap((g) => g.items).map((a) => a.id)).not.toContain(othersApplication);
    const company = await makeActor("COMPANY");
    await expect(candidateApplicationGroups(company)).rejects.toMatchObject({ status: 403 });
    await expect(candidateApplicationGroups(null)).rejects.toMatchObject({ status: 401 });
  });
});
