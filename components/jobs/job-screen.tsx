import "server-only";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { DocumentTitle } from "@/components/page/document-title";
import { wholeNumberOrNotFound } from "@/components/page/whole-number";
import type { Actor } from "@/lib/auth/actor";
import { getServerActor } from "@/lib/auth/server-session";
import { SITE_LOCALE, SITE_NAME } from "@/components/layout/site";
import { canSeeJob } from "@/lib/jobs/visibility";
import { absoluteUrl, getPublicJob, jobPath, jsonLdScript, ownApplication, publicJobView } from "@/lib/jobs/public";
import { loadResume } from "@/lib/profiles/load";
import { shorten } from "@/lib/shorten";
import { JobDetail, type JobViewer } from "./job-detail";

/** One data read per request, shared by generateMetadata and the page. */
const visibleJob = cache(async (rawId: string) => {
  const id = wholeNumberOrNotFound(rawId);
  const [data, actor] = await Promise.all([getPublicJob(id), getServerActor()]);
  if (!data || !canSeeJob(actor, { jobStatus: data.job.jobStatus, ownerId: data.ownerId })) notFound();
  return { data, actor, view: publicJobView(data) };
});

function viewerOf(actor: Actor | null, ownerId: number): JobViewer {
  if (!actor) return "guest";
  if (actor.id === ownerId) return "owner";
  return actor.userType === "CANDIDATE" ? "candidate" : "other";
}

/** The job page's title (the layout's template adds the site's name). */
const pageTitle = (jobTitle: string, orgName: string) => `${jobTitle} at ${orgName}`;

export async function jobMetadata(rawId: string): Promise<Metadata> {
  const { data, view } = await visibleJob(rawId);
  const { job, org } = data;
  const where = job.location ? ` in ${job.location}` : "";
  const title = pageTitle(job.jobTitle, org.name);
  const description = shorten(`${job.jobTitle} at ${org.name}${where}. ${view.summary}`, 200);
  const image = { url: absoluteUrl(`${jobPath(job.id)}/opengraph-image`), width: 1200, height: 630, alt: `${job.jobTitle} at ${org.name}` };
  return {
    title,
    description,
    alternates: { canonical: view.pageUrl },
    robots: view.indexable ? { index: true, follow: true } : { index: false, follow: true },
    openGraph: {
      type: "website",
      siteName: SITE_NAME,
      locale: SITE_LOCALE,
      url: view.pageUrl,
      title,
      description,
      images: [image],
    },
    twitter: { card: "summary_large_image", title, description, images: [{ url: image.url, alt: image.alt }] },
  };
}

/** The job page body for /jobs/{id} and /jobdetails/{id}. */
export async function JobScreen({ rawId, returnPath }: { rawId: string; returnPath: string }) {
  const { data, actor, view } = await visibleJob(rawId);
  const applied = await ownApplication(actor, data.job.id);
  const applicant = actor?.userType === "CANDIDATE" && !applied ? { id: actor.id, resume: await loadResume(actor.id) } : null;
  return (
    <>
      {view.jsonLd ? (
        // A data block, never executed, so the CSP nonce is not needed; "<" is escaped.
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(view.jsonLd) }} />
      ) : null}
      <DocumentTitle title={pageTitle(data.job.jobTitle, data.org.name)} />
      <JobDetail
        job={data.job}
        org={data.org}
        descriptionHtml={view.descriptionHtml}
        viewer={viewerOf(actor, data.ownerId)}
        applied={applied}
        returnPath={returnPath}
        applicant={applicant}
        messageOwnerId={actor?.userType === "CANDIDATE" ? data.ownerId : undefined}
      />
    </>
  );
}
