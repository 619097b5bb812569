import Link from "next/link";
import { Button } from "./button";
import { buttonClasses } from "./button-classes";

/** The two buttons under every list's filters: apply (submits the GET form) and clear (the bare list URL). */
export function FilterActions({ clearHref }: { clearHref: string }) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button type="submit">Apply filters</Button>
      <Link href={clearHref} className={buttonClasses("outline")}>
        Clear filters
      </Link>
    </div>
  );
}
