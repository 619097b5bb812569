import { connection } from "next/server";
import { cachedOpenJobsForSitemap } from "@/lib/jobs/public";
import { cachedProfilesForSitemap } from "@/lib/profiles/public";
import { buildProfileSitemapFile, buildSitemapFile, urlsetXml, xmlResponse } from "@/lib/jobs/sitemap";

/** /sitemap/{n}.xml (static pages and open jobs) and /sitemap/p{n}.xml (public profiles): files of the sitemap index. */
export async function GET(_req: Request, { params }: { params: Promise<{ file: string }> }) {
  await connection();
  const match = /^(p?)(\d{1,6})\.xml$/.exec((await params).file);
  const index = Number(match?.[2]);
  const entries = !match
    ? null
    : match[1]
      ? await buildProfileSitemapFile(index, undefined, { profiles: (i) => cachedProfilesForSitemap(i) })
      : await buildSitemapFile(index, undefined, {
          countOpenJobs: async () => 0,
          openJobs: (i) => cachedOpenJobsForSitemap(i),
          countProfiles: async () => 0,
          profiles: async () => [],
        });
  if (!entries) return new Response("Not found", { status: 404 });
  return xmlResponse(urlsetXml(entries));
}
