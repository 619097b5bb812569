import { Avatar } from "@/components/profile/profile-parts";
import { Joined } from "@/components/ui/joined";
import type { RecruiterCard as Recruiter } from "@/lib/directories/recruiters";
import { cn } from "@/lib/utils";
import { TitleLink } from "@/components/ui/text-link";

/** A recruiter: photo, name, agency, specialisms, candidates placed and degree; opens the recruiter's profile. */
export function RecruiterCard({ recruiter, headingLevel = 2 }: { recruiter: Recruiter; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <li
      className={cn("flex gap-4 rounded-lg border bg-white p-5 shadow-sm", recruiter.featured ? "border-indigo-300 ring-1 ring-indigo-200" : "border-slate-200")}
      data-testid="recruiter-card"
    >
      <Avatar url={recruiter.photo} name={recruiter.name} size="sm" />
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <Heading className="text-lg font-semibold">
            <TitleLink href={recruiter.profilePath}>
              {recruiter.name}
            </TitleLink>
          </Heading>
          {recruiter.featured ? <span className="rounded-full bg-indigo-100 px-2 py-0.5 text-xs font-medium text-indigo-900">Featured</span> : null}
        </div>
        <p className="text-sm text-slate-700">
          <Joined parts={[recruiter.agencyName, recruiter.location]} />
        </p>
        {recruiter.specialties.length ? (
          <ul aria-label="Specialisms" className="flex flex-wrap gap-2 pt-1">
            {recruiter.specialties.slice(0, 5).map((s) => (
              <li key={s} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs text-slate-800">
                {s}
              </li>
            ))}
          </ul>
        ) : null}
        <p className="text-sm text-slate-600">
          <Joined parts={[`${recruiter.candidatesPlaced.toLocaleString("en-US")} candidates placed`, recruiter.recruiterDegree]} />
        </p>
      </div>
    </li>
  );
}
