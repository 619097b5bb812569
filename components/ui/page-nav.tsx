import Link from "next/link";
import { buttonClasses } from "./button-classes";

/**
 * Previous / next page links of a paged list; nothing when there is one page. `label` names the
 * navigation when a screen has several paged lists (each landmark needs its own name).
 */
export function PageNav({ current, total, href, label = "Pages" }: { current: number; total: number; href: (page: number) => string; label?: string }) {
  if (total <= 1) return null;
  return (
    <nav aria-label={label} className="mt-6 flex items-center justify-between gap-2">
      {current > 1 ? (
        <Link href={href(current - 1)} className={buttonClasses("outline")} rel="prev">
          Previous page
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-slate-600">
        Page {current} of {total}
      </span>
      {current < total ? (
        <Link href={href(current + 1)} className={buttonClasses("outline")} rel="next">
          Next page
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
