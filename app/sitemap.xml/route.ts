import { connection } from "next/server";
import { cachedCountOpenJobs, cachedOpenJobsForSitemap } from "@/lib/jobs/public";
import { cachedCountProfiles, cachedProfilesForSitemap } from "@/lib/profiles/public";
import { buildSitemap, sitemapIndexXml, urlsetXml, xmlResponse } from "@/lib/jobs/sitemap";

/** The sitemap, or a sitemap index once there are more than 50,000 URLs (lib/jobs/sitemap.ts). */
export async function GET() {
  // Per request (never at build time: the database is not opened during `next build`);
  // the data itself is cached and expired by jobChanged() and organisationChanged().
  await connection();
  const map = await buildSitemap(undefined, {
    countOpenJobs: cachedCountOpenJobs,
    openJobs: (i) => cachedOpenJobsForSitemap(i),
    countProfiles: cachedCountProfiles,
    profiles: (i) => cachedProfilesForSitemap(i),
  });
  return xmlResponse(map.kind === "urlset" ? urlsetXml(map.entries) : sitemapIndexXml(map.files));
}
