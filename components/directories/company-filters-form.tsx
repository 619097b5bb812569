import { FilterActions } from "@/components/ui/filter-actions";
import { FilterForm } from "@/components/ui/filter-form";
import { FilterSelect } from "@/components/ui/filter-select";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { MoreFilters } from "@/components/ui/more-filters";
import { COMPANY_SIZES, EMPLOYEE_BANDS, formatCountRange, INDUSTRIES, type CompaniesFilter } from "@/lib/directories/schemas";
import { companyQuery } from "./url-filters";
import { SEARCH_MAX } from "@/lib/validation/limits";

/**
 * The companies filters as a plain GET form, so they work before any script loads;
 * the page redirects what the browser sends (one `industries` per box) to the spec's
 * encoding (one comma list).
 */
export function CompanyFiltersForm({ basePath, filters }: { basePath: string; filters: CompaniesFilter }) {
  const chosen = new Set(filters.industries?.map((i) => i.toLowerCase()));
  // Industries in the URL that are not offered as a box stay selected too.
  const industries = [...INDUSTRIES, ...(filters.industries ?? []).filter((i) => !INDUSTRIES.some((o) => o.toLowerCase() === i.toLowerCase()))];
  const employees = filters.employees ? formatCountRange(filters.employees) : "";
  return (
    <FilterForm key={companyQuery(filters, 1)} action={basePath} label="Filter companies">
      <div className="grid gap-4 sm:grid-cols-3">
        <div className="space-y-1.5">
          <Label htmlFor="company-search">Search</Label>
          <Input id="company-search" name="search" type="search" maxLength={SEARCH_MAX} defaultValue={filters.search ?? ""} placeholder="Name, industry, what they do…" />
        </div>
        <FilterSelect id="company-employees" name="employees" label="Employees" value={employees} options={EMPLOYEE_BANDS} otherLabel={(v) => `${v} employees`} />
        <FilterSelect id="company-size" name="companySize" label="Company size" value={filters.companySize ?? ""} options={COMPANY_SIZES} />
      </div>
      <MoreFilters id="company-more-filters" active={chosen.size}>
        <fieldset>
          <legend className="text-sm font-medium text-slate-900">Industries</legend>
          <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
            {industries.map((industry) => {
              const id = `industry-${industry.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
              return (
                <label key={industry} htmlFor={id} className="flex items-center gap-2 text-sm text-slate-800">
                  <input id={id} type="checkbox" name="industries" value={industry} defaultChecked={chosen.has(industry.toLowerCase())} className="size-4 rounded border-slate-400 accent-indigo-700" />
                  {industry}
                </label>
              );
            })}
          </div>
        </fieldset>
      </MoreFilters>
      <FilterActions clearHref={basePath} />
    </FilterForm>
  );
}
