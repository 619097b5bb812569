import "server-only";
import { countSitemapProfiles, profilePath, sitemapProfiles } from "@/lib/profiles/public";
import { absoluteUrl, countOpenJobs, jobPath, openJobsForSitemap, SITEMAP_PAGE_SIZE } from "./public";

export type SitemapEntry = { url: string; lastModified?: string };
type Page = (index: number, pageSize: number) => Promise<{ id: number; updatedAt: Date | string; path?: string }[]>;
export type SitemapData = {
  countOpenJobs: () => Promise<number>;
  openJobs: Page;
  /** Public profiles: companies, agencies and candidates who chose a public profile. */
  countProfiles: () => Promise<number>;
  profiles: Page;
};

const uncached: SitemapData = { countOpenJobs, openJobs: openJobsForSitemap, countProfiles: countSitemapProfiles, profiles: sitemapProfiles };

/** Public pages besides jobs and profiles. */
export function staticEntries(): SitemapEntry[] {
  return ["/", "/recruitersocial"].map((p) => ({ url: absoluteUrl(p) }));
}

const jobEntry = (j: { id: number; updatedAt: Date | string }): SitemapEntry => ({
  url: absoluteUrl(jobPath(j.id)),
  lastModified: new Date(j.updatedAt).toISOString(),
});

/** A profile's canonical page: /companydetails/{id} for companies (lib/profiles/public.ts), else /profile/{id}. */
const profileEntry = (p: { id: number; updatedAt: Date | string; path?: string }): SitemapEntry => ({
  url: absoluteUrl(p.path ?? profilePath(p.id)),
  lastModified: new Date(p.updatedAt).toISOString(),
});

export const sitemapFileUrl = (index: number) => absoluteUrl(`/sitemap/${index}.xml`);
export const profileSitemapFileUrl = (index: number) => absoluteUrl(`/sitemap/p${index}.xml`);

/**
 * /sitemap.xml: one urlset while everything fits in one file (the protocol allows
 * 50,000 URLs), otherwise a sitemap index: file 0 holds the static pages, files
 * 1…n the open jobs in id order and p0…pm the public profiles, `pageSize` per file.
 */
export async function buildSitemap(
  pageSize = SITEMAP_PAGE_SIZE,
  data: SitemapData = uncached,
): Promise<{ kind: "urlset"; entries: SitemapEntry[] } | { kind: "index"; files: string[] }> {
  const statics = staticEntries();
  const [jobs, profiles] = await Promise.all([data.countOpenJobs(), data.countProfiles()]);
  if (statics.length + jobs + profiles <= pageSize) {
    const [jobRows, profileRows] = await Promise.all([data.openJobs(0, pageSize), data.profiles(0, pageSize)]);
    return { kind: "urlset", entries: [...statics, ...jobRows.map(jobEntry), ...profileRows.map(profileEntry)] };
  }
  const jobFiles = Array.from({ length: Math.ceil(jobs / pageSize) + 1 }, (_, i) => sitemapFileUrl(i));
  const profileFiles = Array.from({ length: Math.ceil(profiles / pageSize) }, (_, i) => profileSitemapFileUrl(i));
  return { kind: "index", files: [...jobFiles, ...profileFiles] };
}

/** One file of public profiles (p{index}.xml); null when it does not exist. */
export async function buildProfileSitemapFile(index: number, pageSize = SITEMAP_PAGE_SIZE, data: Pick<SitemapData, "profiles"> = uncached): Promise<SitemapEntry[] | null> {
  if (!Number.isInteger(index) || index < 0) return null;
  const rows = await data.profiles(index, pageSize);
  return rows.length ? rows.map(profileEntry) : null;
}

/** One file of the index; null when it does not exist. */
export async function buildSitemapFile(index: number, pageSize = SITEMAP_PAGE_SIZE, data: SitemapData = uncached): Promise<SitemapEntry[] | null> {
  if (!Number.isInteger(index) || index < 0) return null;
  if (index === 0) return staticEntries();
  const rows = await data.openJobs(index - 1, pageSize);
  return rows.length ? rows.map(jobEntry) : null;
}

const xmlEscape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!);

export function urlsetXml(entries: SitemapEntry[]): string {
  const urls = entries
    .map((e) => `<url><loc>${xmlEscape(e.url)}</loc>${e.lastModified ? `<lastmod>${e.lastModified}</lastmod>` : ""}</url>`)
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function sitemapIndexXml(files: string[]): string {
  const items = files.map((f) => `<sitemap><loc>${xmlEscape(f)}</loc></sitemap>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items}\n</sitemapindex>\n`;
}

export function xmlResponse(body: string): Response {
  return new Response(body, {
    headers: { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=0, s-maxage=3600" },
  });
}
