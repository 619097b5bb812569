import "server-only";
import { eq, gte, ilike, lte, sql, type SQL } from "drizzle-orm";
import { getDb } from "@/db/client";
import { anyOfIds, compiled } from "@/db/compiled";
import { agencyProfiles, users } from "@/db/schema";
import { notFound } from "@/lib/errors";
import { PAGE_SIZE } from "@/lib/jobs/dto";
import { escapeLike } from "@/lib/people/names";
import { profilePath } from "@/lib/profiles/public";
import type { ExploreMeta } from "./companies";
import { inOrder, searchedPage } from "./paging";
import type { ExploreRecruitersQuery, RecruitersFilter } from "./schemas";
import { textSearch, typedText } from "./text";

/** Recruiters are the platform's recruitment agencies (agency_profiles): the person's name, their agency, and its record. */
export type RecruiterCard = {
  id: number;
  name: string;
  agencyName: string;
  photo: string | null;
  specialties: string[];
  candidatesPlaced: number;
  recruiterDegree: string;
  location: string;
  featured: boolean;
  profilePath: string;
};

const ap = agencyProfiles;
/** Most placements first, spelled like agency_profiles_directory_idx. */
const byPlacements = [sql`${ap.candidatesPlaced} desc nulls last`, sql`${ap.userId} desc nulls last`];

/**
 * Featured (explore recruiters): agencies the platform flagged (`featured`, not a
 * profile field an agency can set) whose profile is complete enough to show — an
 * about text and at least one specialism — most placements first, at most
 * FEATURED_LIMIT. Served by a partial index on the flagged rows.
 */
export const FEATURED_LIMIT = 6;
const featuredWhere = sql`${ap.featured} and ${ap.about} <> '' and cardinality(${ap.specialties}) > 0`;

async function featuredIds(): Promise<number[]> {
  const db = await getDb();
  const rows = await db.select({ id: ap.userId }).from(ap).where(featuredWhere).orderBy(...byPlacements).limit(FEATURED_LIMIT);
  return rows.map((r) => r.id);
}

/** Text over the agency's and the person's names (typos too), specialisms and about. */
const recruiterText = (short: boolean) =>
  textSearch(short, ap.searchVector, [
    ap.nameKey,
    (matches) => sql`${ap.userId} in (select ${users.id} from ${users} where ${users.userType} = 'RECRUIMENTAGENCY' and ${matches(users.nameKey)})`,
  ]);

/** Which filters a search has (its statements' form, paging.ts), and their values. */
function recruiterFilter(q: RecruitersFilter) {
  const placed = !q.candidatesPlaced ? "" : q.candidatesPlaced.max === null ? "min" : "range";
  const degree = !!q.recruiterDegree;
  const where = (): SQL[] => [
    ...(placed ? [gte(ap.candidatesPlaced, sql.placeholder("placedMin"))] : []),
    ...(placed === "range" ? [lte(ap.candidatesPlaced, sql.placeholder("placedMax"))] : []),
    ...(degree ? [ilike(ap.recruiterDegree, sql.placeholder("degree"))] : []),
  ];
  const values = {
    placedMin: q.candidatesPlaced?.min,
    placedMax: q.candidatesPlaced?.max,
    degree: q.recruiterDegree && `%${escapeLike(q.recruiterDegree)}%`,
  };
  return { form: `recruiters:${placed}${degree ? "d" : ""}`, where, values };
}

const byPlacementsPage = { table: ap, id: ap.userId, order: byPlacements, search: recruiterText };

/**
 * get-all-recruiters / recruitersFilter (spec §3: allRecruietrs — spelt so —, page,
 * totalPages): most placements first, best match first with search text.
 */
export async function recruitersPage(q: RecruitersFilter) {
  const page = await searchedPage({ ...byPlacementsPage, ...recruiterFilter(q), typed: q.search ? typedText(q.search) : null, page: q.page });
  return { allRecruietrs: await recruiterCards(page.ids), page: q.page, totalPages: page.totalPages, total: page.total, totalExact: page.exact };
}

export async function featuredRecruiters(): Promise<{ recruiters: RecruiterCard[] }> {
  const ids = await featuredIds();
  return { recruiters: await recruiterCards(ids, new Set(ids)) };
}

/**
 * GET /api/recruiters (explore recruiters): without search text, the rest — every
 * recruiter but the featured ones (GET /api/recruiters/featured shows those first) —
 * most placements first; with text, every match, featured ones first.
 */
export async function exploreRecruiters(q: ExploreRecruitersQuery): Promise<{ data: RecruiterCard[]; meta: ExploreMeta }> {
  const featured = await featuredIds();
  const typed = q.search ? typedText(q.search) : null;
  const some = featured.length > 0;
  const ids = sql`${sql.placeholder("featured")}::int[]`;
  const page = await searchedPage({
    ...byPlacementsPage,
    form: `explore:${some ? "featured" : ""}`,
    // Without text, the rest: the featured are listed on their own. With text, they come first.
    where: () => (!typed && some ? [sql`${ap.userId} <> all(${ids})`] : []),
    boost: some ? () => sql`(case when ${ap.userId} = any(${ids}) then 100 else 0 end)` : undefined,
    values: { featured },
    typed,
    page: q.page,
  });
  return {
    data: await recruiterCards(page.ids, new Set(featured)),
    meta: { total: page.total, page: q.page, pageSize: PAGE_SIZE, totalPages: page.totalPages, totalExact: page.exact, ranked: typed !== null },
  };
}

export type RecruiterDetail = RecruiterCard & { about: string; website: string; yearsInBusiness: number | null };

/** GET /api/recruiters/{id}: one recruiter's public card and about; anyone else's id is 404. */
export async function getRecruiter(id: number): Promise<{ recruiter: RecruiterDetail }> {
  const featured = await featuredIds();
  const [card] = await recruiterCards([id], new Set(featured));
  if (!card) throw notFound("Recruiter not found.");
  const db = await getDb();
  const [extra] = await db.select({ about: ap.about, website: ap.website, yearsInBusiness: ap.yearsInBusiness }).from(ap).where(eq(ap.userId, id)).limit(1);
  return { recruiter: { ...card, about: extra?.about ?? "", website: extra?.website ?? "", yearsInBusiness: extra?.yearsInBusiness ?? null } };
}

type CardRow = Omit<RecruiterCard, "featured" | "profilePath">;

/** Named: a lookup by key plans the same for any ids (db/compiled.ts). */
const cardsOf = compiled<CardRow, { ids: number[] }>(
  () => sql`
    select ${ap.userId} as id, ${users.name} as name, ${ap.agencyName} as "agencyName", ${users.photoUrl} as photo,
           ${ap.specialties} as specialties, ${ap.candidatesPlaced} as "candidatesPlaced", ${ap.recruiterDegree} as "recruiterDegree",
           ${ap.location} as location
    from ${ap}
    join ${users} on ${users.id} = ${ap.userId} and ${users.userType} = 'RECRUIMENTAGENCY'
    where ${anyOfIds(ap.userId)}`,
  "recruiter_cards",
);

/** The cards of the given recruiters, in that order (only agencies with a saved profile). */
export async function recruiterCards(ids: number[], featured: ReadonlySet<number> = new Set()): Promise<RecruiterCard[]> {
  if (!ids.length) return [];
  const rows = await cardsOf({ ids });
  return inOrder(
    ids,
    // Each field named, as the company cards (companies.ts): cheaper than a spread.
    rows.map((r) => ({
      id: r.id,
      name: r.name,
      agencyName: r.agencyName || r.name,
      photo: r.photo,
      specialties: r.specialties,
      candidatesPlaced: r.candidatesPlaced,
      recruiterDegree: r.recruiterDegree,
      location: r.location,
      featured: featured.has(r.id),
      profilePath: profilePath(r.id),
    })),
  );
}
