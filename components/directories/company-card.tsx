import { countOf } from "@/lib/count";
import { Avatar } from "@/components/profile/profile-parts";
import { Joined } from "@/components/ui/joined";
import type { CompanyCard as Company } from "@/lib/directories/companies";
import { COMPANY_SIZES } from "@/lib/directories/schemas";
import { TitleLink } from "@/components/ui/text-link";

const sizeLabel = (v: string) => COMPANY_SIZES.find((s) => s.value === v)?.label ?? v;

/** A company in the directory: logo, name, industry, size, location and how many jobs are open. */
export function CompanyCard({ company }: { company: Company }) {
  const facts = [
    company.industry,
    company.companySize ? sizeLabel(company.companySize) : "",
    company.numberOfEmployees !== null ? `${company.numberOfEmployees.toLocaleString("en-US")} employees` : "",
    company.location,
  ];
  return (
    <li className="flex gap-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm" data-testid="company-card">
      <Avatar url={company.logo} name={company.name} square size="sm" />
      <div className="min-w-0 flex-1 space-y-1">
        <h2 className="text-lg font-semibold">
          <TitleLink href={company.profilePath}>
            {company.name}
          </TitleLink>
        </h2>
        {facts.some(Boolean) ? (
          <p className="text-sm text-slate-700">
            <Joined parts={facts} />
          </p>
        ) : null}
        <p className="text-sm font-medium text-slate-900">{countOf(company.openJobs, "open job")}</p>
      </div>
    </li>
  );
}
