import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { CompanyCard } from "@/components/directories/company-card";
import { CompanyFiltersForm } from "@/components/directories/company-filters-form";
import { DirectoryResults } from "@/components/directories/directory-results";
import { companyQuery, hasFilters, parseCompanyParams, rawQuery, withQuery } from "@/components/directories/url-filters";
import { PageContainer } from "@/components/page/page-header";
import { guardPage } from "@/lib/auth/page-guard";
import { searchCompanies } from "@/lib/directories/companies";
import { directoryOrder } from "@/lib/directories/text";

export const metadata: Metadata = { title: "Companies", robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const BASE = "/getallcompanies";

/** /getallcompanies: every company, with the spec's filters in the URL (search, industries, employees, companySize, page). */
export default async function CompaniesPage({ searchParams }: Props) {
  await guardPage(BASE);
  const params = await searchParams;
  const filters = parseCompanyParams(params);
  // One spelling per list (spec §5): a comma list of industries, lowercase size; dropped values gone.
  if (rawQuery(params) !== companyQuery(filters)) redirect(withQuery(BASE, companyQuery(filters)));
  const list = await searchCompanies(filters);
  // A page past the end (an old link, a typed URL) shows the last page, under its own address.
  if (filters.page > list.meta.totalPages) redirect(withQuery(BASE, companyQuery(filters, list.meta.totalPages)));
  return (
    <PageContainer title="Companies" description="Companies hiring on the platform: what they do, how big they are and how many jobs they have open.">
      <CompanyFiltersForm basePath={BASE} filters={filters} />
      <DirectoryResults
        noun="companies"
        one="company"
        total={list.meta.total}
        exact={list.meta.totalExact}
        page={filters.page}
        totalPages={list.meta.totalPages}
        order={directoryOrder(filters.search, "A–Z")}
        filtered={hasFilters(filters)}
        clearHref={BASE}
        href={(page) => withQuery(BASE, companyQuery(filters, page))}
      >
        {list.data.map((c) => (
          <CompanyCard key={c.id} company={c} />
        ))}
      </DirectoryResults>
    </PageContainer>
  );
}
