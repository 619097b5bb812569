import type { ReactNode } from "react";
import { Announce } from "@/components/ui/page-announcer";
import { PageNav } from "@/components/ui/page-nav";
import { cappedCountOf } from "@/lib/count";
import { TextLink } from "@/components/ui/text-link";

type Props = {
  /** "companies", "recruiters": the list's accessible name and the result line's noun. */
  noun: string;
  /** The noun for exactly one ("company"). */
  one: string;
  total: number;
  exact: boolean;
  page: number;
  totalPages: number;
  order: string;
  filtered: boolean;
  clearHref: string;
  href: (page: number) => string;
  children: ReactNode[];
};

/** The result line, the list (or why it is empty) and the page links of a directory. */
export function DirectoryResults({ noun, one, total, exact, page, totalPages, order, filtered, clearHref, href, children }: Props) {
  const line = cappedCountOf(total, exact, one, noun) + (total > 0 ? ` · ${order} · page ${page} of ${totalPages}` : "");
  return (
    <>
      <p className="mt-6 text-sm text-slate-700" data-testid="result-count">
        {line}
      </p>
      <Announce text={line} />
      {children.length ? (
        <ul aria-label={noun[0]!.toUpperCase() + noun.slice(1)} className="mt-4 grid gap-4 md:grid-cols-2">
          {children}
        </ul>
      ) : (
        <div className="mt-4 rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center">
          <p className="font-medium text-slate-900">{total > 0 ? `No ${noun} on this page.` : `No ${noun} match these filters.`}</p>
          {filtered || total > 0 ? (
            <p className="mt-2 text-slate-700">
              <TextLink href={total > 0 ? href(1) : clearHref}>
                {total > 0 ? "Go to the first page" : "Clear the filters"}
              </TextLink>
            </p>
          ) : null}
        </div>
      )}
      <PageNav current={page} total={totalPages} href={href} />
    </>
  );
}
