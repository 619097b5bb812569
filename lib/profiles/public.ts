import "server-only";
import { asc, count, eq, or, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { agencyProfiles, candidateProfiles, companyProfiles, users } from "@/db/schema";
import { absoluteUrl, SITEMAP_PAGE_SIZE } from "@/lib/jobs/public";
import { postalAddress } from "@/lib/jobs/json-ld";
import { SITEMAP_TAG } from "@/lib/jobs/revalidate";
import { markdownToText } from "@/lib/markdown/render";
import { cachedData } from "@/lib/page-cache/tagged-data";
import { shorten } from "@/lib/shorten";
import type { ProfilePage } from "./view";

/** Public profile pages: their path, names, structured data and sitemap entries. */

export const profilePath = (id: number) => `/profile/${id}`;

/**
 * A company's public page is /companydetails/{id} (spec §2's company detail, open
 * to guests and search engines); /profile/{id} shows the same company to the spec's
 * viewers and names this one as canonical. Agencies and candidates live at /profile/{id}.
 */
export const companyPath = (id: number) => `/companydetails/${id}`;

/** The canonical public page of a user of this type. */
export const publicPathOf = (id: number, userType: string | null) => (userType === "COMPANY" ? companyPath(id) : profilePath(id));

export function profileDisplayName(page: Pick<ProfilePage, "profile" | "user">): string {
  const { profile, user } = page;
  return profile.kind === "company" ? profile.companyName : profile.kind === "agency" ? profile.agencyName : user.name;
}

/**
 * The person behind an agency account, when the page's name is the agency's: explore recruiters
 * lists recruiters by their own name ("Priya Nair", Keystone Tech Recruiting), so the page that card
 * opens must say whose it is. Null when the two names are the same, or for other types.
 */
export function agencyRecruiterName(page: Pick<ProfilePage, "profile" | "user">): string | null {
  const { profile, user } = page;
  if (profile.kind !== "agency") return null;
  const person = user.name.trim();
  return person && person.toLowerCase() !== profile.agencyName.trim().toLowerCase() ? person : null;
}

/** The page's title: the display name, with the recruiter's own name in front on an agency page. */
export function profileTitle(page: Pick<ProfilePage, "profile" | "user">): string {
  const person = agencyRecruiterName(page);
  return person ? `${person} · ${profileDisplayName(page)}` : profileDisplayName(page);
}

/** schema.org Organization for a company or agency page: name, logo, url, sameAs (its own website). */
export function organizationJsonLd(page: ProfilePage) {
  const { profile, user } = page;
  if (profile.kind === "candidate") return null;
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: profileDisplayName(page),
    url: absoluteUrl(publicPathOf(user.id, user.userType)),
    ...(user.photoUrl ? { logo: absoluteUrl(user.photoUrl) } : {}),
    ...(profile.website ? { sameAs: [profile.website] } : {}),
    // The about text is markdown: its plain words, never "## Who we are" or "**"; cut at a character and word.
    ...(profile.about || profile.profileSummary ? { description: profile.profileSummary ? shorten(profile.profileSummary, 300) : markdownToText(profile.about, 300) } : {}),
    // "Rotterdam, Netherlands" as locality and country, as the company's job postings write it.
    ...(profile.location ? { address: postalAddress(profile.location) } : {}),
  };
}

/**
 * Profiles listed in the sitemap: every company and agency, and candidates who
 * made their profile public; one sitemap file (`pageSize` of them) at a time, in id order.
 */
const listed = or(eq(users.userType, "COMPANY"), eq(users.userType, "RECRUIMENTAGENCY"), eq(candidateProfiles.publicProfile, true));

/**
 * A profile's lastmod: the newer of the account row (name, logo, banner) and the type's profile row
 * (about, website, location, …), which an edit of the profile changes without touching the account.
 * Postgres's greatest() skips the NULLs of the types the user is not.
 */
const lastEdited = sql`greatest(${users.updatedAt}, ${candidateProfiles.updatedAt}, ${companyProfiles.updatedAt}, ${agencyProfiles.updatedAt})`.mapWith(users.updatedAt);

export async function sitemapProfiles(index: number, pageSize: number): Promise<{ id: number; updatedAt: Date; path: string }[]> {
  const db = await getDb();
  const rows = await db
    .select({ id: users.id, updatedAt: lastEdited, userType: users.userType })
    .from(users)
    .leftJoin(candidateProfiles, eq(candidateProfiles.userId, users.id))
    .leftJoin(companyProfiles, eq(companyProfiles.userId, users.id))
    .leftJoin(agencyProfiles, eq(agencyProfiles.userId, users.id))
    .where(listed)
    .orderBy(asc(users.id))
    .limit(pageSize)
    .offset(index * pageSize);
  return rows.map(({ userType, ...r }) => ({ ...r, path: publicPathOf(r.id, userType) }));
}

export async function countSitemapProfiles(): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ n: count() }).from(users).leftJoin(candidateProfiles, eq(candidateProfiles.userId, users.id)).where(listed);
  return row?.n ?? 0;
}

/**
 * Cached like the sitemap's jobs (lib/jobs/public.ts), in the tagged data cache that every instance
 * expires on a change (lib/page-cache/tagged-data.ts): Next's `unstable_cache` is expired only in the
 * process that made the change, so a profile made private stayed in other instances' sitemaps for an hour.
 */
export const cachedProfilesForSitemap = (index: number) =>
  cachedData(
    `sitemap-profiles:${index}`,
    async () => (await sitemapProfiles(index, SITEMAP_PAGE_SIZE)).map((p) => ({ ...p, updatedAt: p.updatedAt.toISOString() })),
    { tags: [SITEMAP_TAG], ttlSeconds: 3600 },
  );

export const cachedCountProfiles = () => cachedData("sitemap-profiles-count", countSitemapProfiles, { tags: [SITEMAP_TAG], ttlSeconds: 3600 });
