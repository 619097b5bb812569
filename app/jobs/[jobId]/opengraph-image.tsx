import { notFound } from "next/navigation";
import { ImageResponse } from "next/og";
import { SITE_NAME } from "@/components/layout/site";
import { getPublicJob } from "@/lib/jobs/public";
import { acceptsApplications, canSeeJob } from "@/lib/jobs/visibility";

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
  return new ImageResponse(
    (
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
        }}
      >
        <div style={{ fontSize: 32, opacity: 0.85 }}>{SITE_NAME}</div>
        <div style={{ display: "flex", flexDirection: "column", gap: 20 }}>
          <div style={{ fontSize: 68, fontWeight: 700, lineHeight: 1.1 }}>{job.jobTitle.slice(0, 90)}</div>
          <div style={{ fontSize: 40 }}>{org.name.slice(0, 60)}</div>
          {place ? <div style={{ fontSize: 32, opacity: 0.85 }}>{place.slice(0, 80)}</div> : null}
        </div>
        <div style={{ fontSize: 28, opacity: 0.85 }}>{acceptsApplications(job) ? "Now hiring — apply online" : "Not accepting applications"}</div>
      </div>
    ),
    size,
  );
}
