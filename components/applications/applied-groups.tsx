import { STATUS_TONE } from "./status-tone";
import { WithdrawApplication } from "./withdraw-application";
import { LocalTime } from "@/components/ui/local-time";
import { postedBy, workplaceParts } from "@/components/jobs/format";
import { Joined } from "@/components/ui/joined";
import { Avatar } from "@/components/profile/profile-parts";
import { PageNav } from "@/components/ui/page-nav";
import type { ApplicationStatus, JobStatus } from "@/db/enums";
import type { ApplicationGroup } from "@/lib/applications/groups";
import { WITHDRAWABLE } from "@/lib/applications/withdrawable";
import { cn } from "@/lib/utils";
import { TitleLink } from "@/components/ui/text-link";

/** A job no longer taking applications says so on its card (its page says it too): an Open job says nothing. */
const JOB_STATE: Partial<Record<JobStatus, string>> = { Paused: "Job paused", Closed: "Job closed", Drafted: "No longer posted" };

/**
 * The candidate's applications in the four status groups of the spec, each with its count and its own
 * pages (`href(status, page)`: the address of a group's page, ending at the group's heading).
 */
export function AppliedGroups({ groups, href }: { groups: ApplicationGroup[]; href: (status: ApplicationStatus, page: number) => string }) {
  return (
    <div className="space-y-8">
      <nav aria-label="Application status" className="flex flex-wrap gap-2">
        {groups.map(({ status, total }) => (
          <a
            key={status}
            href={`#status-${status.toLowerCase()}`}
            className="rounded-full border border-slate-300 bg-white px-3 py-1 text-sm font-medium text-slate-900 hover:bg-slate-50"
          >
            {status} ({total})
          </a>
        ))}
      </nav>
      {groups.map(({ status, items, total, currentPage, totalPages }) => (
        <section key={status} id={`status-${status.toLowerCase()}`} aria-labelledby={`heading-${status}`} data-testid={`status-${status}`} className="scroll-mt-20">
          {/* Focusable from a script: where focus waits once an application of this group was withdrawn. */}
          <h2 id={`heading-${status}`} tabIndex={-1} className="flex w-fit items-center gap-2 text-lg font-semibold text-slate-900">
            <span className={cn("rounded-full px-2.5 py-0.5 text-sm", STATUS_TONE[status])}>{status}</span>{" "}
            <span className="text-base font-normal text-slate-600">({total})</span>
          </h2>
          {items.length ? (
            <ul className="mt-3 space-y-3">
              {items.map((a) => (
                <li key={a.id} className="flex gap-3 rounded-lg border border-slate-200 bg-white p-4">
                  <Avatar url={a.job.companyLogo} name={a.job.companyName ?? "Hiring company"} square size="sm" />
                  <div className="min-w-0">
                  <TitleLink href={`/jobs/${a.jobId}`} className="font-medium">
                    {a.job.jobTitle}
                  </TitleLink>
                  {JOB_STATE[a.job.jobStatus] ? (
                    <span data-testid="job-state" className="ml-2 inline-block rounded-full bg-slate-100 px-2 py-0.5 align-middle text-xs font-medium text-slate-700">
                      {JOB_STATE[a.job.jobStatus]}
                    </span>
                  ) : null}
                  <p className="mt-1 text-sm text-slate-700">
                    <Joined parts={[postedBy(a.job), ...workplaceParts(a.job), "applied"]} />{" "}
                    <LocalTime iso={a.appliedAt} />
                    {a.updatedAt !== a.appliedAt && a.status !== "Pending" ? (
                      <>
                        {" "}
                        · {a.status.toLowerCase()} <LocalTime iso={a.updatedAt} />
                      </>
                    ) : null}
                  </p>
                  {a.recruiterMessage ? (
                    // The recruiter's words with the latest decision: the e-mail had them, and so does this card.
                    <div className="mt-2 rounded-md border border-slate-200 bg-slate-50 p-3 text-sm text-slate-800" data-testid="recruiter-message">
                      <p className="font-medium text-slate-900">Message from {a.job.companyName ?? "the hiring company"}</p>
                      <p className="mt-1 whitespace-pre-line break-words">{a.recruiterMessage}</p>
                    </div>
                  ) : null}
                  {a.personalMessage ? (
                    // What was sent, to re-read before an interview; closed by default so the list stays short.
                    <details className="mt-2 text-sm text-slate-700">
                      <summary className="cursor-pointer font-medium text-slate-900">Your message</summary>
                      <p className="mt-1 whitespace-pre-line break-words">{a.personalMessage}</p>
                    </details>
                  ) : null}
                  {WITHDRAWABLE.includes(a.status) ? (
                    <div className="mt-3">
                      <WithdrawApplication id={a.id} jobTitle={a.job.jobTitle} focusAfter={`heading-${status}`} />
                    </div>
                  ) : null}
                  </div>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-sm text-slate-700">No {status.toLowerCase()} applications.</p>
          )}
          <PageNav current={currentPage} total={totalPages} href={(page) => href(status, page)} label={`Pages of ${status.toLowerCase()} applications`} />
        </section>
      ))}
    </div>
  );
}
