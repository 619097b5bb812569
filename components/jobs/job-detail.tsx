import Link from "next/link";
import type { ReactNode } from "react";
import { MessageLink } from "@/components/chat/message-link";
import { initialsOf } from "@/components/profile/profile-parts";
import { Alert } from "@/components/ui/alert";
import { buttonClasses } from "@/components/ui/button-classes";
import { Prose } from "@/components/ui/prose";
import type { PublicJobDto } from "@/lib/jobs/dto";
import { acceptsApplications } from "@/lib/jobs/visibility";
import { LazyApplyForm, LazyWithdraw } from "./candidate-actions-lazy";
import type { ApplicantInfo } from "./apply-form";
import type { ApplicationStatus } from "@/db/enums";
import { WITHDRAWABLE } from "@/lib/applications/withdrawable";
import { APPLIED_NOTICE_ID, JOB_ACTION_ID } from "./applied-notice";
import { LocalTime } from "@/components/ui/local-time";
import { workplaceParts } from "./format";
import { Joined } from "@/components/ui/joined";
import { TextLink, TitleLink } from "@/components/ui/text-link";

export type JobViewer = "guest" | "candidate" | "owner" | "other";

type Props = {
  job: PublicJobDto;
  org: { name: string; logo: string | null; profilePath: string; via?: { name: string } };
  descriptionHtml: string;
  viewer: JobViewer;
  /** The candidate's earlier application, if any. */
  applied: { id: number; appliedAt: string; status: ApplicationStatus } | null;
  /** Where "Sign in to apply" returns after sign-in. */
  returnPath: string;
  /** A signed-in candidate: who they are and their profile's resume, offered with the application. */
  applicant?: ApplicantInfo | null;
  /** A signed-in candidate may message the job's owner ("Message" opens /chat with them). */
  messageOwnerId?: number;
};

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{label}</dt>
      <dd className="mt-1 text-sm text-slate-900">{children}</dd>
    </div>
  );
}

function Chips({ label, items }: { label: string; items: string[] | null }) {
  if (!items?.length) return null;
  return (
    <section aria-label={label} className="space-y-2">
      <h2 className="text-sm font-semibold text-slate-900">{label}</h2>
      <ul className="flex flex-wrap gap-2">
        {items.map((item) => (
          <li key={item} className="rounded-full bg-indigo-50 px-3 py-1 text-sm text-indigo-900">
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The whole job as guests, candidates and owners see it (public job page and /jobdetails). */
export function JobDetail({ job, org, descriptionHtml, viewer, applied, returnPath, applicant, messageOwnerId }: Props) {
  const open = acceptsApplications(job);
  // The same initials as the job's card in the lists ("Greyline Analytics": GA, not GR).
  const initials = initialsOf(org.name) || "?";
  return (
    <article className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 lg:py-12">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-start">
        {org.logo ? (
          // eslint-disable-next-line @next/next/no-img-element -- uploaded logos come from our own file route, any size
          <img src={org.logo} alt={`${org.name} logo`} width={64} height={64} className="size-16 rounded-lg border object-cover" />
        ) : (
          <span aria-hidden="true" className="flex size-16 items-center justify-center rounded-lg bg-indigo-100 text-xl font-bold text-indigo-900">
            {initials}
          </span>
        )}
        <div className="flex-1 space-y-1">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{job.jobTitle}</h1>
          <p className="text-slate-700">
            {org.via ? (
              <>
                <span className="font-medium text-slate-900">{org.name}</span>
                <span> via </span>
              </>
            ) : null}
            <TitleLink href={org.profilePath} className="font-medium">
              {org.via?.name ?? org.name}
            </TitleLink>
            <span aria-hidden="true"> · </span>
            <span>
              <Joined parts={workplaceParts(job)} />
            </span>
          </p>
        </div>
        {messageOwnerId ? <MessageLink userId={messageOwnerId} name={org.via?.name ?? org.name} size="sm" /> : null}
      </header>

      {!open && job.jobStatus !== "Drafted" ? (
        <Alert tone="info" title="This job is not accepting applications." className="mt-6">
          The recruiter has {job.jobStatus === "Paused" ? "paused" : "closed"} this job. You can still read it here.
        </Alert>
      ) : null}
      {job.jobStatus === "Drafted" ? (
        <Alert tone="info" title="Draft" className="mt-6">
          Only you can see this job until you open it.
        </Alert>
      ) : null}

      <dl className="mt-8 grid grid-cols-2 gap-6 rounded-lg border border-slate-200 bg-white p-6 sm:grid-cols-3">
        <Fact label="Employment type">{job.employmentType ?? "Not given"}</Fact>
        <Fact label="Experience level">{job.experienceLevel ?? "Not given"}</Fact>
        <Fact label="Workplace">{job.jobType ?? "Not given"}</Fact>
        <Fact label="Salary">{job.salaryRange ?? "Not given"}</Fact>
        <Fact label="Posted">
          <LocalTime iso={job.createdAt} />
        </Fact>
        <Fact label="Updated">
          <LocalTime iso={job.updatedAt} />
        </Fact>
      </dl>

      <div className="mt-8 space-y-6">
        <Chips label="Skills" items={job.requiredSkills} />
        <Chips label="Tags" items={job.tags} />
      </div>

      <section aria-labelledby="job-description" className="mt-8">
        <h2 id="job-description" className="text-xl font-semibold text-slate-900">
          Job description
        </h2>
        {descriptionHtml ? (
          // Sanitised by lib/markdown/render.ts: raw HTML is escaped, unsafe links dropped.
          <Prose html={descriptionHtml} className="mt-3" />
        ) : (
          <p className="mt-3 text-slate-700">No description yet.</p>
        )}
      </section>

      <section aria-labelledby={JOB_ACTION_ID} className="mt-10 rounded-lg border border-slate-200 bg-white p-6">
        {/* Focusable (not in the tab order): after a withdrawal, focus waits here while the form comes back. */}
        <h2 id={JOB_ACTION_ID} tabIndex={-1} className="mb-4 text-lg font-semibold text-slate-900 outline-none">
          {viewer === "owner" ? "Your job" : "Apply"}
        </h2>
        <JobAction job={job} viewer={viewer} applied={applied} returnPath={returnPath} applicant={applicant} />
      </section>
    </article>
  );
}

function JobAction({ job, viewer, applied, returnPath, applicant }: Pick<Props, "job" | "viewer" | "applied" | "returnPath" | "applicant">) {
  if (viewer === "owner") {
    return (
      <Link href={`/managejobs/${job.id}`} className={buttonClasses("primary")}>
        Manage this job
      </Link>
    );
  }
  if (applied) {
    return (
      <div className="space-y-4">
        {/* Focusable (not in the tab order): after applying, focus moves here from the form it replaces. */}
        <p id={APPLIED_NOTICE_ID} tabIndex={-1} className="text-slate-800 outline-none">
          You applied on <LocalTime iso={applied.appliedAt} />. Status: {applied.status}.{" "}
          <TextLink href="/appliedjobs">
            See your applications
          </TextLink>
        </p>
        {/* Undecided, it can be taken back here as on /appliedjobs; the page then offers Apply again. */}
        {WITHDRAWABLE.includes(applied.status) ? <LazyWithdraw id={applied.id} jobTitle={job.jobTitle} focusAfter={JOB_ACTION_ID} /> : null}
      </div>
    );
  }
  if (!acceptsApplications(job)) return <p className="text-slate-700">Applications are not open for this job.</p>;
  if (viewer === "guest") {
    return (
      <Link href={`/login?callbackUrl=${encodeURIComponent(returnPath)}`} className={buttonClasses("primary")}>
        Sign in to apply
      </Link>
    );
  }
  if (viewer === "candidate" && applicant) return <LazyApplyForm jobId={String(job.id)} applicant={applicant} />;
  return <p className="text-slate-700">Only candidate accounts can apply to jobs.</p>;
}
