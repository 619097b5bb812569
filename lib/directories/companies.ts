import "server-only";
import { eq, gte, lte, sql, type SQL } from "drizzle-orm";
import { anyOfIds, compiled } from "@/db/compiled";
import { getDb } from "@/db/client";
import { companyProfiles, jobStatusCounts, users } from "@/db/schema";
import { notFound } from "@/lib/errors";
import { PAGE_SIZE, type PublicJobDto } from "@/lib/jobs/dto";
import { openJobsOf } from "@/lib/jobs/queries";
import { companyPath } from "@/lib/profiles/public";
import { inOrder, searchedPage } from "./paging";
import type { CompaniesFilter } from "./schemas";
import { textSearch, typedText } from "./text";

export type CompanyCard = {
  id: number;
  name: string;
  logo: string | null;
  industry: string;
  companySize: string;
  numberOfEmployees: number | null;
  location: string;
  /** Open jobs, from job_status_counts (kept by a trigger on jobs: one primary-key read per card). */
  openJobs: number;
  profilePath: string;
};

export type ListMeta = { total: number; page: number; pageSize: number; totalPages: number; totalExact: boolean };
/** Explore recruiters' meta: `ranked` false when the search had no word to rank by (then it lists as without one). */
export type ExploreMeta = ListMeta & { ranked: boolean };
export type CompanyList = { data: CompanyCard[]; meta: ListMeta };

const cp = companyProfiles;
/** A–Z, spelled like company_profiles_directory_idx. */
const byName = [sql`${cp.companyName} asc`, sql`${cp.userId} asc`];

/** Which filters a search has (its statements' form, paging.ts), and their values. */
function companyFilter(q: CompaniesFilter) {
  const industries = !!q.industries?.length;
  const employees = !q.employees ? "" : q.employees.max === null ? "min" : "range";
  const size = !!q.companySize;
  const where = (): SQL[] => [
    ...(industries ? [sql`lower(${cp.industry}) = any(${sql.placeholder("industries")}::text[])`] : []),
    ...(employees ? [gte(cp.numberOfEmployees, sql.placeholder("employeesMin"))] : []),
    ...(employees === "range" ? [lte(cp.numberOfEmployees, sql.placeholder("employeesMax"))] : []),
    ...(size ? [eq(cp.companySize, sql.placeholder("size"))] : []),
  ];
  const values = {
    industries: q.industries?.map((i) => i.toLowerCase()),
    employeesMin: q.employees?.min,
    employeesMax: q.employees?.max,
    size: q.companySize,
  };
  return { form: `companies:${industries ? "i" : ""}${employees}${size ? "s" : ""}`, where, values };
}

/**
 * companiesfilter: companies with a saved profile, A–Z, or best match first with
 * search text (name, industry, about; exact first, typos when nothing matches).
 * 10 a page, data + meta (spec §3 generic list).
 */
export async function searchCompanies(q: CompaniesFilter): Promise<CompanyList> {
  const page = await searchedPage({
    ...companyFilter(q),
    table: cp,
    id: cp.userId,
    order: byName,
    typed: q.search ? typedText(q.search) : null,
    search: (short) => textSearch(short, cp.searchVector, [cp.nameKey], [cp.industry]),
    page: q.page,
  });
  return {
    data: await companyCards(page.ids),
    meta: { total: page.total, page: q.page, pageSize: PAGE_SIZE, totalPages: page.totalPages, totalExact: page.exact },
  };
}

type CardRow = Omit<CompanyCard, "openJobs" | "profilePath"> & { accountName: string; openJobs: number | null };

/** Named: a lookup by key plans the same for any ids (db/compiled.ts). */
const cardsOf = compiled<CardRow, { ids: number[] }>(
  () => sql`
    select ${cp.userId} as id, ${cp.companyName} as name, ${users.name} as "accountName", ${users.photoUrl} as logo,
           ${cp.industry} as industry, ${cp.companySize} as "companySize", ${cp.numberOfEmployees} as "numberOfEmployees",
           ${cp.location} as location, ${jobStatusCounts.count} as "openJobs"
    from ${cp}
    join ${users} on ${users.id} = ${cp.userId}
    left join ${jobStatusCounts} on ${jobStatusCounts.ownerId} = ${cp.userId} and ${jobStatusCounts.jobStatus} = 'Open'
    where ${anyOfIds(cp.userId)}`,
  "company_cards",
);

/**
 * The cards of the given companies, in that order: one indexed read for all of them.
 * Each field is named: a `{ a, ...rest }` and `{ ...rest }` pair cost about 2 µs a card in V8,
 * 0.02 ms of a directory call (README "Directories").
 */
export async function companyCards(ids: number[]): Promise<CompanyCard[]> {
  if (!ids.length) return [];
  const rows = await cardsOf({ ids });
  return inOrder(
    ids,
    rows.map((r) => ({
      id: r.id,
      name: r.name || r.accountName,
      logo: r.logo,
      industry: r.industry,
      companySize: r.companySize,
      numberOfEmployees: r.numberOfEmployees,
      location: r.location,
      openJobs: r.openJobs ?? 0,
      profilePath: companyPath(r.id),
    })),
  );
}

export type CompanyDetail = CompanyCard & { about: string; website: string; profileSummary: string; banner: string | null; jobs: PublicJobDto[] };

/** getcompany/{id}: a company's public profile and its newest open jobs; anything else (or no company) is 404. */
export async function getCompany(id: number): Promise<{ company: CompanyDetail }> {
  const db = await getDb();
  const [row] = await db
    .select({ userType: users.userType, name: users.name, logo: users.photoUrl, banner: users.coverPhotoUrl, profile: cp })
    .from(users)
    .leftJoin(cp, eq(cp.userId, users.id))
    .where(eq(users.id, id))
    .limit(1);
  if (!row || row.userType !== "COMPANY") throw notFound("Company not found.");
  const { jobs, total } = await openJobsOf(id);
  const p = row.profile;
  return {
    company: {
      id,
      name: p?.companyName || row.name,
      logo: row.logo,
      banner: row.banner,
      industry: p?.industry ?? "",
      companySize: p?.companySize ?? "",
      numberOfEmployees: p?.numberOfEmployees ?? null,
      location: p?.location ?? "",
      about: p?.about ?? "",
      website: p?.website ?? "",
      profileSummary: p?.profileSummary ?? "",
      openJobs: total,
      profilePath: companyPath(id),
      jobs,
    },
  };
}
