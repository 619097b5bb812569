import { FilterActions } from "@/components/ui/filter-actions";
import { FilterForm } from "@/components/ui/filter-form";
import { FilterSelect } from "@/components/ui/filter-select";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { DEGREE_SUGGESTIONS, formatCountRange, PLACEMENT_BANDS, type RecruitersFilter } from "@/lib/directories/schemas";
import { recruiterQuery } from "./url-filters";
import { SEARCH_MAX } from "@/lib/validation/limits";

/** The recruiters filters (spec §3: search, candidatesPlaced, recruiterDegree) as a plain GET form. */
export function RecruiterFiltersForm({ basePath, filters }: { basePath: string; filters: RecruitersFilter }) {
  const placed = filters.candidatesPlaced ? formatCountRange(filters.candidatesPlaced) : "";
  return (
    <FilterForm key={recruiterQuery(filters, 1)} action={basePath} label="Filter recruiters">
      <div className="grid gap-4 sm:grid-cols-3">
        <div className="space-y-1.5">
          <Label htmlFor="recruiter-search">Search</Label>
          <Input id="recruiter-search" name="search" type="search" maxLength={SEARCH_MAX} defaultValue={filters.search ?? ""} placeholder="Name, agency, specialism…" />
        </div>
        <FilterSelect id="recruiter-placed" name="candidatesPlaced" label="Candidates placed" value={placed} options={PLACEMENT_BANDS} />
        <div className="space-y-1.5">
          <Label htmlFor="recruiter-degree">Degree or certification</Label>
          <Input id="recruiter-degree" name="recruiterDegree" list="recruiter-degrees" defaultValue={filters.recruiterDegree ?? ""} placeholder="e.g. Master's, CIPD" />
          <datalist id="recruiter-degrees">
            {DEGREE_SUGGESTIONS.map((d) => (
              <option key={d} value={d} />
            ))}
          </datalist>
        </div>
      </div>
      <FilterActions clearHref={basePath} />
    </FilterForm>
  );
}
