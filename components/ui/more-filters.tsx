import type { ReactNode } from "react";
import { cn } from "@/lib/utils";
import { buttonClasses } from "./button-classes";

/**
 * On phones the filters beyond the search box fold behind a "Filters" toggle (open when any is set), so the
 * list is not pushed a screen down; from the sm breakpoint up they are always shown. No script: a checkbox
 * (not submitted: it has no name) and CSS, so the plain GET forms keep working before anything loads.
 */
export function MoreFilters({ id, active, children }: { id: string; active: number; children: ReactNode }) {
  return (
    <div>
      <input id={id} type="checkbox" defaultChecked={active > 0} aria-controls={`${id}-panel`} className="peer sr-only sm:hidden" />
      <label
        htmlFor={id}
        className={cn(
          buttonClasses("outline"),
          "cursor-pointer sm:hidden peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-solid peer-focus-visible:outline-indigo-600",
        )}
      >
        {active ? `More filters (${active} set)` : "More filters"}
      </label>
      <div id={`${id}-panel`} className="mt-4 hidden space-y-4 peer-checked:block sm:mt-0 sm:block">
        {children}
      </div>
    </div>
  );
}
