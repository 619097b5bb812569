import type { ReactNode } from "react";
import { JobCard } from "@/components/jobs/job-card";
import { Joined } from "@/components/ui/joined";
import { Prose } from "@/components/ui/prose";
import type { PublicJobDto } from "@/lib/jobs/dto";
import { renderMarkdown } from "@/lib/markdown/render";
import { agencyRecruiterName, profileDisplayName } from "@/lib/profiles/public";
import { COMPANY_SIZES } from "@/lib/profiles/schemas";
import type { ProfilePage } from "@/lib/profiles/view";
import { editProfileHref } from "./edit-sections";
import { Avatar, Chips, ExperienceList, Facts, FileLink, Section } from "./profile-parts";
import { TextLink, titleLinkClasses } from "@/components/ui/text-link";

type Props = {
  page: ProfilePage;
  /** An organisation's Open jobs (company and agency pages). */
  openJobs?: { jobs: PublicJobDto[]; total: number };
  /** Buttons beside the name (Edit profile on one's own). */
  actions?: ReactNode;
  /** Which of the spec's screens this is (data-testid), e.g. "profile-view-company". */
  testId: string;
  /** A line above the profile (the owner's "seen as a guest" preview). */
  notice?: ReactNode;
  /** The owner's own page: empty sections say where to fill them in. */
  own?: boolean;
};

/** An empty section: the same quiet line for everyone, with the next step for the owner (`href`: where it is taken). */
function Empty({ text, own, action, href }: { text: string; own?: boolean; action: string; href: string }) {
  return (
    <p className="text-sm text-slate-600">
      {text}
      {own ? (
        <>
          {" "}
          <TextLink href={href}>
            {action}
          </TextLink>
        </>
      ) : null}
    </p>
  );
}

const sizeLabel = (v: string) => COMPANY_SIZES.find((s) => s.value === v)?.label ?? v;
const website = (url: string) =>
  url ? (
    <a href={url} rel="nofollow noopener" className={titleLinkClasses}>
      {url.replace(/^https?:\/\//, "").replace(/\/$/, "")}
    </a>
  ) : (
    ""
  );

/** One profile page for every type and viewer: what `page` holds is already what this viewer may see. */
export function ProfileView({ page, openJobs, actions, testId, notice, own }: Props) {
  const { user, profile } = page;
  const org = profile.kind !== "candidate";
  const displayName = profileDisplayName(page);
  const recruiter = agencyRecruiterName(page);
  // An agency's first specialisms, each isolated for direction like every " · " line (Joined).
  const subtitle =
    profile.kind === "candidate" ? profile.headline : profile.kind === "company" ? profile.industry : profile.specialties.length ? <Joined parts={profile.specialties.slice(0, 3)} /> : null;

  return (
    <article data-testid={testId} className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:py-10">
      {notice}
      <header className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
        {user.coverPhotoUrl ? (
          // eslint-disable-next-line @next/next/no-img-element -- our own re-encoded WebP
          <img src={user.coverPhotoUrl} alt={`${displayName}'s banner`} className="h-36 w-full object-cover sm:h-48" />
        ) : (
          <div aria-hidden="true" className="h-28 bg-gradient-to-r from-indigo-700 via-indigo-500 to-sky-500 sm:h-36" />
        )}
        <div className="px-6 pb-6">
          <div className="-mt-12 flex flex-wrap items-end justify-between gap-4">
            <Avatar url={user.photoUrl} name={displayName} square={org} />
            {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
          </div>
          <div className="mt-3 space-y-1">
            <h1 className="text-2xl font-bold tracking-tight text-slate-900">{displayName}</h1>
            {recruiter ? <p className="font-medium text-slate-800" data-testid="profile-recruiter">Recruiter: {recruiter}</p> : null}
            {subtitle ? <p className="text-slate-700">{subtitle}</p> : null}
            {profile.location ? <p className="text-sm text-slate-600">{profile.location}</p> : null}
          </div>
        </div>
      </header>

      {page.limited ? (
        <p className="mt-6 rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700" data-testid="profile-limited">
          This candidate shares their full profile with signed-in members only.{" "}
          <TextLink href={`/login?callbackUrl=/profile/${user.id}`}>Sign in</TextLink>{" "}
          to see it.
        </p>
      ) : null}

      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          {org ? (
            <Section title={`About ${displayName}`}>
              {profile.about ? (
                <Prose html={renderMarkdown(profile.about)} />
              ) : profile.profileSummary ? (
                <p className="text-sm text-slate-600">{profile.profileSummary}</p>
              ) : (
                <Empty text="No description yet." own={own} action="Add a description" href={editProfileHref("about")} />
              )}
            </Section>
          ) : page.limited ? null : (
            <Section title="Summary">
              {profile.profileSummary ? (
                <p className="whitespace-pre-line text-slate-700">{profile.profileSummary}</p>
              ) : (
                <Empty text="No summary yet." own={own} action="Write a summary, or upload your resume to fill it in" href={editProfileHref("about")} />
              )}
            </Section>
          )}
          {profile.kind === "candidate" && !page.limited ? (
            <Section title="Experience" testId="profile-experiences">
              {page.experiences.length ? <ExperienceList items={page.experiences} /> : <Empty text="No experience added yet." own={own} action="Add your experience" href={editProfileHref("experience")} />}
            </Section>
          ) : null}
          {openJobs ? (
            <Section title={`Open jobs (${openJobs.total})`} testId="profile-open-jobs">
              {openJobs.jobs.length ? (
                <ul className="space-y-4">
                  {openJobs.jobs.map((job) => (
                    <JobCard key={job.id} job={job} href={`/jobs/${job.id}`} headingLevel={3} />
                  ))}
                </ul>
              ) : (
                <Empty text="No open jobs right now." own={own} action="Write a job post with the assistant" href="/dashboard" />
              )}
            </Section>
          ) : null}
        </div>

        <aside className="space-y-6">
          <Section title={org ? "Details" : "Contact and documents"}>
            <Facts rows={detailRows(page, own)} />
          </Section>
          {profile.kind === "candidate" && (profile.skills.length || own) ? (
            <Section title="Skills" testId="profile-skills">
              {profile.skills.length ? (
                <Chips items={profile.skills} label="Skills" />
              ) : (
                <Empty text="No skills yet." own action="Add your skills" href={editProfileHref("about")} />
              )}
            </Section>
          ) : null}
          {page.certificates.length || (own && profile.kind === "candidate") ? (
            <Section title="Certificates" testId="profile-certificates">
              {page.certificates.length ? (
                <ul className="space-y-3 text-sm">
                  {page.certificates.map((c) => (
                    <li key={c.id}>
                      <FileLink file={c.file} label={c.name} />
                      {c.description ? <p className="text-slate-600">{c.description}</p> : null}
                    </li>
                  ))}
                </ul>
              ) : (
                <Empty text="No certificates yet." own action="Add a certificate" href={editProfileHref("certificates")} />
              )}
            </Section>
          ) : null}
        </aside>
      </div>
    </article>
  );
}

/** The facts beside the profile; on the owner's own page a missing resume says where to upload one. */
function detailRows(page: ProfilePage, own?: boolean): [string, ReactNode][] {
  const { profile, user } = page;
  const email: [string, ReactNode] = ["E-mail", user.email ? <a href={`mailto:${user.email}`}>{user.email}</a> : ""];
  if (profile.kind === "company") {
    return [
      ["Website", website(profile.website)],
      ["Industry", profile.industry],
      ["Company size", profile.companySize ? sizeLabel(profile.companySize) : ""],
      ["Employees", profile.numberOfEmployees?.toLocaleString("en-US") ?? ""],
      ["Location", profile.location],
      email,
    ];
  }
  if (profile.kind === "agency") {
    return [
      ["Website", website(profile.website)],
      ["Specialisms", profile.specialties.join(", ")],
      ["Candidates placed", profile.candidatesPlaced ? profile.candidatesPlaced.toLocaleString("en-US") : ""],
      ["Years in business", profile.yearsInBusiness ?? ""],
      ["Recruiter degree or certification", profile.recruiterDegree],
      ["Location", profile.location],
      email,
    ];
  }
  return [
    email,
    ["Resume", page.resume ? <FileLink file={page.resume} /> : own ? <Empty text="None yet." own action="Upload your resume" href={editProfileHref("resume")} /> : ""],
    ["Location", profile.location],
    ["Member since", new Date(user.memberSince).getUTCFullYear()],
  ];
}
