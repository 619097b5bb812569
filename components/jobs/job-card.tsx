import { Avatar } from "@/components/profile/profile-parts";
import { Joined } from "@/components/ui/joined";
import { STATUS_TONE } from "@/components/applications/status-tone";
import type { ApplicationStatus } from "@/db/enums";
import type { PublicJobDto } from "@/lib/jobs/dto";
import { cx } from "@/lib/utils";
import { LocalTime } from "@/components/ui/local-time";
import { postedBy, workplaceParts } from "./format";
import { TitleLink } from "@/components/ui/text-link";

type Props = {
  job: PublicJobDto & { companyLogo?: string | null; postedVia?: string | null };
  href: string;
  /** The viewer's application to this job, if they have one (a candidate's list marks it). */
  applied?: ApplicationStatus;
  /** 3 where the list sits under a section's own h2 (a profile's "Open jobs"), so the outline has no two levels the same. */
  headingLevel?: 2 | 3;
};

export function JobCard({ job, href, applied, headingLevel = 2 }: Props) {
  const company = job.companyName ?? "Hiring company";
  const Heading = headingLevel === 3 ? "h3" : "h2";
  return (
    <li className="flex gap-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      {job.companyLogo !== undefined ? <Avatar url={job.companyLogo} name={company} square size="sm" /> : null}
      <div className="min-w-0 flex-1">
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <Heading className="text-lg font-semibold text-slate-900">
          <TitleLink href={href}>
            {job.jobTitle}
          </TitleLink>
        </Heading>
        {applied ? (
          <span className={cx("shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold", STATUS_TONE[applied])} data-testid="applied-badge">
            Applied · {applied}
          </span>
        ) : null}
      </div>
      <p className="mt-1 text-sm text-slate-700">
        <Joined parts={[postedBy(job), ...workplaceParts(job)]} />
      </p>
      <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
        {job.employmentType ? <span>{job.employmentType}</span> : null}
        {job.experienceLevel ? <span>{job.experienceLevel}</span> : null}
        {job.salaryRange ? <span>{job.salaryRange}</span> : null}
        <span>
          Updated <LocalTime iso={job.updatedAt} />
        </span>
      </p>
      {job.requiredSkills?.length ? (
        <ul aria-label="Skills" className="mt-3 flex flex-wrap gap-2">
          {job.requiredSkills.slice(0, 6).map((s) => (
            <li key={s} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs text-slate-800">
              {s}
            </li>
          ))}
        </ul>
      ) : null}
      </div>
    </li>
  );
}
