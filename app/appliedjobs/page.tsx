import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AppliedGroups } from "@/components/applications/applied-groups";
import { FocusStaysWithin } from "@/components/ui/focus-stays-within";
import { LiveApplications } from "@/components/applications/live-applications";
import { PageContainer } from "@/components/page/page-header";
import { APPLICATION_STATUSES, type ApplicationStatus } from "@/db/enums";
import { candidateApplicationGroups, type GroupPages } from "@/lib/applications/groups";
import { guardPage } from "@/lib/auth/page-guard";
import { pageParam } from "@/lib/page-param";
import { latestEventId } from "@/lib/realtime";
import { TextLink } from "@/components/ui/text-link";

export const metadata: Metadata = { title: "Applied jobs", robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Each group's page has its own parameter: ?pendingPage=2&rejectedPage=3. */
const param = (status: ApplicationStatus) => `${status.toLowerCase()}Page`;

/** The address of these pages (only the groups not on their first page), ending at `anchor`. */
function address(pages: GroupPages, anchor?: ApplicationStatus): string {
  const query = new URLSearchParams(APPLICATION_STATUSES.flatMap((s) => ((pages[s] ?? 1) > 1 ? [[param(s), String(pages[s])]] : [])));
  return `/appliedjobs${query.size ? `?${query}` : ""}${anchor ? `#status-${anchor.toLowerCase()}` : ""}`;
}

/**
 * /appliedjobs: the candidate's applications grouped by status (spec §4), each group paged newest
 * first, read again when a recruiter moves one of them (LiveApplications).
 */
export default async function AppliedJobsPage({ searchParams }: Props) {
  const actor = await guardPage("/appliedjobs");
  const sp = await searchParams;
  const asked: GroupPages = Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, pageParam(sp[param(s)])]));
  const since = await latestEventId();
  const groups = await candidateApplicationGroups(actor, asked);
  const shown: GroupPages = Object.fromEntries(groups.map((g) => [g.status, g.currentPage]));
  // A page past the end of a group (an old link) shows that group's last page, under its own address.
  if (groups.some((g) => g.currentPage !== asked[g.status])) redirect(address(shown));
  const applied = groups.some((g) => g.total > 0);
  return (
    <PageContainer
      title="Applied jobs"
      description="Your applications, grouped by status: Pending, Reviewed, Accepted and Rejected."
    >
      {actor ? <LiveApplications userId={actor.id} side="candidate" since={since} /> : null}
      {/* Withdrawing the last application takes every group, and the focused heading, with it. */}
      <FocusStaysWithin watch={groups.map((g) => g.total).join()}>
        {applied ? (
          <AppliedGroups groups={groups} href={(status, page) => address({ ...shown, [status]: page }, status)} />
        ) : (
          <p className="text-slate-700">
            You have not applied to any job yet. <TextLink href="/jobs">Browse open jobs</TextLink>.
          </p>
        )}
      </FocusStaysWithin>
    </PageContainer>
  );
}
