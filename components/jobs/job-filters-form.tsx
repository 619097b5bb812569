import { Alert } from "@/components/ui/alert";
import { FilterActions } from "@/components/ui/filter-actions";
import { FilterForm } from "@/components/ui/filter-form";
import { FilterSelect } from "@/components/ui/filter-select";
import { selectClasses } from "@/components/ui/select-classes";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { MoreFilters } from "@/components/ui/more-filters";
import { EMPLOYMENTS, LEVELS, SALARY_CURRENCIES, WORKPLACES } from "@/lib/jobs/facets";
import { cn } from "@/lib/utils";
import { activeFilters, listHref, type ListFilters } from "./list-filters";
import { SEARCH_MAX } from "@/lib/validation/limits";

/** The job list's filters (a plain GET form, components/ui/filter-form.tsx); the server computes the date window. */
export function JobFiltersForm({ basePath, filters, error }: { basePath: string; filters: ListFilters; error?: string }) {
  return (
    // Keyed by the filters: the controls are uncontrolled (defaultValue), so without a new form a
    // client-side navigation (Clear filters) would keep what the old URL had selected.
    <FilterForm key={listHref(basePath, filters, 1)} action={basePath} label="Filter jobs">
      <div className="space-y-1.5 sm:max-w-md">
        <Label htmlFor="job-search">Search</Label>
        <Input id="job-search" name="search" type="search" maxLength={SEARCH_MAX} defaultValue={filters.search} placeholder="Title, skill, company…" />
      </div>
      <MoreFilters id="job-more-filters" active={activeFilters(filters)}>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <div className="space-y-1.5">
            <Label htmlFor="job-updated">Updated</Label>
            <select id="job-updated" name="createdFilterType" defaultValue={filters.createdFilterType} className={selectClasses}>
              <option value="">Any time</option>
              <option value="last7">Last 7 days</option>
              <option value="last30">Last 30 days</option>
              <option value="specific">Specific range</option>
            </select>
          </div>
          {/* Shown with "Specific range" only (app/globals.css, .job-dates): no script needed. */}
          <div className="job-dates space-y-1.5">
            <Label htmlFor="job-date-from">From date</Label>
            <Input id="job-date-from" name="dateFrom" type="date" defaultValue={filters.dateFrom} />
          </div>
          <div className="job-dates space-y-1.5">
            <Label htmlFor="job-date-to">To date</Label>
            <Input id="job-date-to" name="dateTo" type="date" defaultValue={filters.dateTo} />
          </div>
        </div>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <FilterSelect id="job-workplace" name="workplace" label="Workplace" value={filters.workplace} options={WORKPLACES} />
          <FilterSelect id="job-employment" name="employment" label="Employment type" value={filters.employment} options={EMPLOYMENTS} />
          <FilterSelect id="job-level" name="level" label="Experience level" value={filters.level} options={LEVELS} />
          <div className="space-y-1.5">
            <Label htmlFor="job-location">Location</Label>
            <Input id="job-location" name="location" defaultValue={filters.location} placeholder="City or country" />
          </div>
          <div className="space-y-1.5 sm:col-span-2">
            <Label htmlFor="job-min-salary">Minimum salary per year</Label>
            <div className="flex gap-2">
              <Input
                id="job-min-salary"
                name="minSalary"
                inputMode="numeric"
                pattern="[0-9 ,.']*"
                // The browser adds the title to its own "match the requested format" message.
                title="Digits only, e.g. 60000 or 60,000"
                defaultValue={filters.minSalary}
                placeholder="e.g. 60000"
                aria-describedby="job-salary-hint"
              />
              <select name="currency" aria-label="Salary currency" defaultValue={filters.currency || "EUR"} className={cn(selectClasses, "w-28")}>
                {SALARY_CURRENCIES.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </select>
            </div>
            <p id="job-salary-hint" className="text-sm text-slate-600">
              In the job’s own currency: jobs paying at least this much a year.
            </p>
          </div>
          {filters.search ? (
            <FilterSelect
              id="job-sort"
              name="sort"
              label="Order"
              value={filters.sort || "relevance"}
              options={[
                { value: "relevance", label: "Best match" },
                { value: "newest", label: "Newest first" },
              ]}
              anyLabel={null}
            />
          ) : null}
        </div>
      </MoreFilters>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <FilterActions clearHref={basePath} />
    </FilterForm>
  );
}
