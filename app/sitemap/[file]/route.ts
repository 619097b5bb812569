import { connection } from "next/server";
import { cachedOpenJobsForSitemap } from "@/lib/jobs/public";
import { buildSitemapFile, urlsetXml, xmlResponse } from "@/lib/jobs/sitemap";

/** /sitemap/{n}.xml: one file of the sitemap index. */
export async function GET(_req: Request, { params }: { params: Promise<{ file: string }> }) {
  await connection();
  const match = /^(\d{1,6})\.xml$/.exec((await params).file);
  const entries = match
    ? await buildSitemapFile(Number(match[1]), undefined, {
        countOpenJobs: async () => 0,
        openJobs: (i) => cachedOpenJobsForSitemap(i),
      })
    : null;
  if (!entries) return new Response("Not found", { status: 404 });
  return xmlResponse(urlsetXml(entries));
}
