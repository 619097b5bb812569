"use client";

import Link from "next/link";
import { countOf } from "@/lib/count";
import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { toast } from "@/components/layout/toast";
import { LocalTime } from "@/components/ui/local-time";
import { workplaceParts } from "@/components/jobs/format";
import { Joined } from "@/components/ui/joined";
import { Button } from "@/components/ui/button";
import { JOB_STATUSES, type JobStatus } from "@/db/enums";
import { CloseJobDialog } from "./close-job-dialog";
import { moveJob } from "./move-job";
import { tabHref } from "./tab-href";
import { api, errorMessage } from "@/lib/client/api";
import type { ManagedJob } from "@/lib/jobs/queries";
import { selectLook } from "@/components/ui/select-classes";
import { cn, cx } from "@/lib/utils";
import { TextLink, TitleLink } from "@/components/ui/text-link";

type Counts = Record<JobStatus, number>;
type Props = { status: JobStatus; jobs: ManagedJob[]; counts: Counts };

/**
 * One status tab of the owner's jobs. Moving a job is shown at once — the row leaves
 * the tab, the old count loses one and the new gains one — and rolled back with the
 * server's message if the move fails (spec §4).
 */
export function ManageJobsBoard({ status, jobs: initialJobs, counts: initialCounts }: Props) {
  const router = useRouter();
  const [jobs, setJobs] = useState(initialJobs);
  const [counts, setCounts] = useState(initialCounts);
  // What the server sent last: a refresh after a move, or another tab, replaces the shown state (adjusted while
  // rendering, not by remounting the board, which would drop the keyboard's focus to the top of the page).
  const [shown, setShown] = useState({ initialJobs, initialCounts });
  if (shown.initialJobs !== initialJobs || shown.initialCounts !== initialCounts) {
    setShown({ initialJobs, initialCounts });
    setJobs(initialJobs);
    setCounts(initialCounts);
  }
  const [moving, setMoving] = useState<number | null>(null);
  /** The status chosen in each row's drop-down, applied by its Move button. */
  const [chosen, setChosen] = useState<Record<number, JobStatus>>({});
  /** A job with undecided applicants about to be closed: the owner may reject them with one message. */
  const [closing, setClosing] = useState<ManagedJob | null>(null);
  /** The id of what gets focus when that dialog shuts. */
  const afterDialog = useRef("");

  async function move(job: ManagedJob, to: JobStatus, rejectRest?: { message: string }) {
    if (to === status) return;
    const before = { jobs, counts };
    setMoving(job.id);
    keepFocusNear(job);
    setJobs((list) => list.filter((j) => j.id !== job.id));
    setCounts((c) => ({ ...c, [status]: c[status] - 1, [to]: c[to] + 1 }));
    try {
      await moveJob(job.id, to);
      // The job is closed whatever happens next; a failed rejection is reported on its own.
      if (rejectRest) {
        api
          .post<{ message: string }>(`/web/common/candidateJob/reject-remaining/${job.id}`, { message: rejectRest.message.trim() || undefined })
          .then(({ message }) => toast.success(message), (error: unknown) => toast.error(errorMessage(error)));
      }
      router.refresh();
    } catch (error) {
      setJobs(before.jobs);
      setCounts(before.counts);
      setChosen((c) => ({ ...c, [job.id]: status }));
      toast.error(errorMessage(error));
    } finally {
      setMoving(null);
    }
  }

  /** What takes focus when a job's row leaves the tab: the next job's status (the one before it for the last row), or this tab. */
  function nearId(job: ManagedJob): string {
    const at = jobs.findIndex((j) => j.id === job.id);
    const near = jobs[at + 1] ?? jobs[at - 1];
    return near ? `status-${near.id}` : `tab-link-${status}`;
  }

  /** The moved job's row leaves the tab, and with it the control that had focus (its status, or Publish): focus goes near it. */
  function keepFocusNear(job: ManagedJob) {
    if (!document.activeElement?.closest(`[data-job-row="${job.id}"]`)) return;
    const id = nearId(job);
    requestAnimationFrame(() => document.getElementById(id)?.focus());
  }

  return (
    <div className="space-y-6">
      <nav aria-label="Job status" className="flex flex-wrap gap-2 border-b border-slate-200 pb-3">
        {JOB_STATUSES.map((s) => (
          <Link
            key={s}
            href={tabHref(s)}
            aria-current={s === status ? "page" : undefined}
            id={`tab-link-${s}`}
            data-testid={`tab-${s}`}
            className={cn(
              "rounded-full px-4 py-1.5 text-sm font-medium",
              s === status ? "bg-indigo-700 text-white" : "border border-slate-300 bg-white text-slate-800 hover:bg-slate-50",
            )}
          >
            {s} <span className={s === status ? "text-indigo-100" : "text-slate-600"}>({counts[s]})</span>
          </Link>
        ))}
      </nav>

      <CloseJobDialog
        job={closing}
        onConfirm={(job, rejectRest) => {
          afterDialog.current = nearId(job);
          setClosing(null);
          void move(job, "Closed", rejectRest ?? undefined);
        }}
        onCancel={(job) => {
          afterDialog.current = `status-${job.id}`;
          setChosen((c) => ({ ...c, [job.id]: status }));
          setClosing(null);
        }}
        onAfterClose={(event) => {
          // Back to the job's own status when it stays, else to where its row was (the dialog's default, the
          // Move button it was opened from, may be gone with the row, or disabled again).
          const target = afterDialog.current ? document.getElementById(afterDialog.current) : null;
          if (!target) return;
          event.preventDefault();
          target.focus();
        }}
      />

      {jobs.length ? (
        <ul aria-label={`${status} jobs`} className="space-y-3">
          {jobs.map((job) => (
            <li key={job.id} data-job-row={job.id} className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm md:flex-row md:items-center md:justify-between">
              <div className="min-w-0 space-y-1">
                <TitleLink href={`/managejobs/${job.id}`} className="text-lg font-semibold">
                  {job.jobTitle}
                </TitleLink>
                <p className="text-sm text-slate-700">
                  <Joined parts={workplaceParts(job)} />
                </p>
                <p className="text-sm text-slate-600">
                  Updated <LocalTime iso={job.updatedAt} /> ·{" "}
                  <TitleLink href={`/recruiterjobs/${job.id}`} className="font-medium">
                    {countOf(job.applicants, "applicant")}
                    {/* "2 applicants" alone, once per job, does not say whose in a list of links. */}
                    <span className="sr-only"> for {job.jobTitle}</span>
                  </TitleLink>
                  {job.newApplicants ? <span className="ml-2 rounded-full whitespace-nowrap bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800">{job.newApplicants} new</span> : null}
                </p>
              </div>
              <div className="flex max-w-full flex-wrap items-center gap-2 md:shrink-0">
                {status === "Drafted" ? (
                  <Button size="sm" onClick={() => void move(job, "Open")} disabled={moving === job.id} aria-label={`Publish ${job.jobTitle}`}>
                    Publish
                  </Button>
                ) : null}
                <label className="sr-only" htmlFor={`status-${job.id}`}>
                  Status of {job.jobTitle}
                </label>
                {/* Choosing a status moves nothing by itself (an arrow pressed to look through the options moved a
                    live job): Move does, like the applicants board's. */}
                <select
                  id={`status-${job.id}`}
                  value={chosen[job.id] ?? status}
                  disabled={moving === job.id}
                  onChange={(e) => setChosen((c) => ({ ...c, [job.id]: e.target.value as JobStatus }))}
                  className={cx(selectLook, "h-9 px-2")}
                >
                  {JOB_STATUSES.map((s) => (
                    <option key={s} value={s}>
                      {s === status ? s : `Move to ${s}`}
                    </option>
                  ))}
                </select>
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={`Move ${job.jobTitle}`}
                  disabled={(chosen[job.id] ?? status) === status}
                  loading={moving === job.id}
                  onClick={() => {
                    const to = chosen[job.id] ?? status;
                    if (to === "Closed" && job.undecidedApplicants > 0) setClosing(job);
                    else void move(job, to);
                  }}
                >
                  Move
                </Button>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <div className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center">
          <p className="font-medium text-slate-900">No {status.toLowerCase()} jobs.</p>
          <p className="mt-2 text-slate-700">
            <TextLink href="/dashboard">
              Write a job post with the assistant
            </TextLink>{" "}
            or{" "}
            <TextLink href="/jobposting">
              fill in the form
            </TextLink>
            .
          </p>
        </div>
      )}
    </div>
  );
}
