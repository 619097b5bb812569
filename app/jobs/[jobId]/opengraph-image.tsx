import { notFound } from "next/navigation";
import { SITE_NAME } from "@/components/layout/site";
import { shareImage } from "@/components/page/share-image";
import { getPublicJob } from "@/lib/jobs/public";
import { acceptsApplications, canSeeJob } from "@/lib/jobs/visibility";
import { shorten } from "@/lib/shorten";

export const alt = "Job on Hiring Platform";
export const size = { width: 1200, height: 630 };
export const contentType = "image/png";

/** The share image of a job: title, company and location, so a shared link previews well. */
export default async function JobShareImage({ params }: { params: Promise<{ jobId: string }> }) {
  const { jobId } = await params;
  if (!/^\d{1,9}$/.test(jobId)) notFound();
  const data = await getPublicJob(Number(jobId));
  // Crawlers fetch share images without a session: the image is what a guest may see.
  if (!data || !canSeeJob(null, { jobStatus: data.job.jobStatus, ownerId: data.ownerId })) notFound();
  const { job, org } = data;
  const place = [job.location, job.jobType].filter(Boolean).join(" · ");
  return shareImage(
    (text) => (
      <div
        style={{
          width: "100%",
          height: "100%",
          display: "flex",
          flexDirection: "column",
          justifyContent: "space-between",
          padding: 72,
          background: "linear-gradient(135deg, #312e81 0%, #4338ca 60%, #6366f1 100%)",
          color: "white",
          // A long compound word or a URL wraps inside the image instead of running off its edge.
          wordBreak: "break-word",
        }}
      >
        <div style={{ fontSize: 32, opacity: 0.85 }}>{SITE_NAME}</div>
        <div style={{ display: "flex", flexDirection: "column", gap: 20 }}>
          <div style={{ fontSize: 68, fontWeight: 700, lineHeight: 1.1 }}>{shorten(text(job.jobTitle) || "Job opening", 90)}</div>
          <div style={{ fontSize: 40 }}>{shorten(text(org.name), 60)}</div>
          {text(place) ? <div style={{ fontSize: 32, opacity: 0.85 }}>{shorten(text(place), 80)}</div> : null}
        </div>
        <div style={{ fontSize: 28, opacity: 0.85 }}>{acceptsApplications(job) ? "Now hiring — apply online" : "Not accepting applications"}</div>
      </div>
    ),
    size,
  );
}
