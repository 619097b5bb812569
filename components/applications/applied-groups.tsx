import Link from "next/link";
import { STATUS_TONE } from "./status-tone";
import { LocalTime } from "@/components/ui/local-time";
import { workplaceLabel } from "@/components/jobs/format";
import { Avatar } from "@/components/profile/profile-parts";
import type { AppliedJob } from "@/lib/applications/queries";
import { cn } from "@/lib/utils";

export const APPLICATION_STATUSES = ["Pending", "Reviewed", "Accepted", "Rejected"] as const;

export function groupByStatus(applications: AppliedJob[]) {
  return APPLICATION_STATUSES.map((status) => ({ status, items: applications.filter((a) => a.status === status) }));
}

/** The candidate's applications in the four status groups of the spec, each with its count. */
export function AppliedGroups({ applications }: { applications: AppliedJob[] }) {
  const groups = groupByStatus(applications);
  return (
    <div className="space-y-8">
      <nav aria-label="Application status" className="flex flex-wrap gap-2">
        {groups.map(({ status, items }) => (
          <a
            key={status}
            href={`#status-${status.toLowerCase()}`}
            className="rounded-full border border-slate-300 bg-white px-3 py-1 text-sm font-medium text-slate-900 hover:bg-slate-50"
          >
            {status} ({items.length})
          </a>
        ))}
      </nav>
      {groups.map(({ status, items }) => (
        <section key={status} id={`status-${status.toLowerCase()}`} aria-labelledby={`heading-${status}`} data-testid={`status-${status}`}>
          <h2 id={`heading-${status}`} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
            <span className={cn("rounded-full px-2.5 py-0.5 text-sm", STATUS_TONE[status])}>{status}</span>{" "}
            <span className="text-base font-normal text-slate-600">({items.length})</span>
          </h2>
          {items.length ? (
            <ul className="mt-3 space-y-3">
              {items.map((a) => (
                <li key={a.id} className="flex gap-3 rounded-lg border border-slate-200 bg-white p-4">
                  <Avatar url={a.job.companyLogo} name={a.job.companyName ?? "Hiring company"} square size="sm" />
                  <div className="min-w-0">
                  <Link href={`/jobs/${a.jobId}`} className="font-medium text-indigo-800 underline-offset-4 hover:underline">
                    {a.job.jobTitle}
                  </Link>
                  <p className="mt-1 text-sm text-slate-700">
                    {a.job.companyName ?? "Hiring company"} · {workplaceLabel(a.job)} · applied{" "}
                    <LocalTime iso={a.appliedAt} />
                    {a.updatedAt !== a.appliedAt && a.status !== "Pending" ? (
                      <>
                        {" "}
                        · {a.status.toLowerCase()} <LocalTime iso={a.updatedAt} />
                      </>
                    ) : null}
                  </p>
                  {a.personalMessage ? (
                    // What was sent, to re-read before an interview; closed by default so the list stays short.
                    <details className="mt-2 text-sm text-slate-700">
                      <summary className="cursor-pointer font-medium text-slate-900">Your message</summary>
                      <p className="mt-1 whitespace-pre-line break-words">{a.personalMessage}</p>
                    </details>
                  ) : null}
                  </div>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-sm text-slate-700">No {status.toLowerCase()} applications.</p>
          )}
        </section>
      ))}
    </div>
  );
}
