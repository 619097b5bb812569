import Link from "next/link";
import { Button } from "./button";
import { buttonClasses } from "./button-classes";
import { ResetOnReturn } from "./reset-on-return";

/**
 * The two buttons under every list's filters: apply (submits the GET form) and clear (the bare list URL);
 * and the fields back to the URL's values after Back or Forward (./reset-on-return.tsx).
 */
export function FilterActions({ clearHref }: { clearHref: string }) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button type="submit">Apply filters</Button>
      <Link href={clearHref} className={buttonClasses("outline")}>
        Clear filters
      </Link>
      <ResetOnReturn />
    </div>
  );
}
