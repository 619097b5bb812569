import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { DirectoryResults } from "@/components/directories/directory-results";
import { RecruiterCard } from "@/components/directories/recruiter-card";
import { RecruiterFiltersForm } from "@/components/directories/recruiter-filters-form";
import { hasFilters, parseRecruiterParams, rawQuery, recruiterQuery, withQuery } from "@/components/directories/url-filters";
import { PageContainer } from "@/components/page/page-header";
import { guardPage } from "@/lib/auth/page-guard";
import { recruitersPage } from "@/lib/directories/recruiters";
import { directoryOrder } from "@/lib/directories/text";

export const metadata: Metadata = { title: "Recruiters", robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const BASE = "/viewallrecruiter";

/** /viewallrecruiter: recruiters (the platform's agencies) with search, candidates placed and degree in the URL. */
export default async function RecruitersPage({ searchParams }: Props) {
  await guardPage(BASE);
  const params = await searchParams;
  const filters = parseRecruiterParams(params);
  if (rawQuery(params) !== recruiterQuery(filters)) redirect(withQuery(BASE, recruiterQuery(filters)));
  const list = await recruitersPage(filters);
  // A page past the end (an old link, a typed URL) shows the last page, under its own address.
  if (filters.page > list.totalPages) redirect(withQuery(BASE, recruiterQuery(filters, list.totalPages)));
  return (
    <PageContainer title="Recruiters" description="Recruiters and their agencies: what they specialise in and how many candidates they have placed.">
      <RecruiterFiltersForm basePath={BASE} filters={filters} />
      <DirectoryResults
        noun="recruiters"
        one="recruiter"
        total={list.total}
        exact={list.totalExact}
        page={filters.page}
        totalPages={list.totalPages}
        order={directoryOrder(filters.search, "most placements first")}
        filtered={hasFilters(filters)}
        clearHref={BASE}
        href={(page) => withQuery(BASE, recruiterQuery(filters, page))}
      >
        {list.allRecruietrs.map((r) => (
          <RecruiterCard key={r.id} recruiter={r} />
        ))}
      </DirectoryResults>
    </PageContainer>
  );
}
