import Link from "next/link";
import { Alert } from "@/components/ui/alert";
import { Button, buttonClasses } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { ListFilters } from "./list-filters";

const selectClasses =
  "block h-10 w-full rounded-md border border-slate-400 bg-white px-3 text-sm text-slate-900 shadow-sm focus-visible:border-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-solid focus-visible:outline-indigo-600";

/**
 * Filters as a plain GET form: the URL holds them (shareable, survives reload) and
 * the server computes the date window, so it works before any script has loaded.
 */
export function JobFiltersForm({ basePath, filters, error }: { basePath: string; filters: ListFilters; error?: string }) {
  return (
    <form method="get" action={basePath} role="search" aria-label="Filter jobs" className="space-y-4 rounded-lg border border-slate-200 bg-white p-4">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-1.5 lg:col-span-1">
          <Label htmlFor="job-search">Search</Label>
          <Input id="job-search" name="search" type="search" defaultValue={filters.search} placeholder="Title, skill, company…" />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="job-updated">Updated</Label>
          <select id="job-updated" name="createdFilterType" defaultValue={filters.createdFilterType} className={selectClasses}>
            <option value="">Any time</option>
            <option value="last7">Last 7 days</option>
            <option value="last30">Last 30 days</option>
            <option value="specific">Specific range</option>
          </select>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="job-date-from">From date</Label>
          <Input id="job-date-from" name="dateFrom" type="date" defaultValue={filters.dateFrom} aria-describedby="job-dates-hint" />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="job-date-to">To date</Label>
          <Input id="job-date-to" name="dateTo" type="date" defaultValue={filters.dateTo} aria-describedby="job-dates-hint" />
        </div>
      </div>
      <p id="job-dates-hint" className="text-sm text-slate-600">
        The dates are used with “Specific range”.
      </p>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit">Apply filters</Button>
        <Link href={basePath} className={buttonClasses("outline")}>
          Clear filters
        </Link>
      </div>
    </form>
  );
}
