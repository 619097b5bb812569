"use client";

import { useEffect, useRef, useState, type FormEvent, type MouseEvent } from "react";
import { cappedCountOf } from "@/lib/count";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { buttonClasses } from "@/components/ui/button-classes";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { api, errorMessage } from "@/lib/client/api";
import type { ExploreMeta } from "@/lib/directories/companies";
import type { RecruiterCard as Recruiter } from "@/lib/directories/recruiters";
import { explorePageUrl as pageUrl } from "./explore-url";
import { RecruiterCard } from "./recruiter-card";
import { SEARCH_MAX } from "@/lib/validation/limits";

export type ExploreState = { search: string; page: number; data: Recruiter[]; meta: ExploreMeta };

/**
 * Explore recruiters (the social-recruiter client of spec §7): the server renders the
 * first answer, so guests and search engines get the whole page; then searching and
 * paging call GET /api/recruiters and keep the URL in step. Featured recruiters
 * (GET /api/recruiters/featured) lead while no search is active. Failures show the
 * server's message or 'An unknown error occurred' (spec §8).
 */
export function ExploreRecruiters({ initial, featured }: { initial: ExploreState; featured: Recruiter[] }) {
  const [state, setState] = useState(initial);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  // Each search and page is an entry in the browser's history (Back returns to the one before); going
  // back or forward reads the address again instead of leaving the page.
  useEffect(() => {
    const onPop = () => {
      const params = new URLSearchParams(window.location.search);
      const search = params.get("search") ?? "";
      if (input.current) input.current.value = search;
      void load(search, Math.max(1, Math.floor(Number(params.get("page"))) || 1), false);
    };
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
  }, []);

  async function load(search: string, page: number, remember = true) {
    setLoading(true);
    setError(null);
    try {
      const qs = new URLSearchParams({ page: String(page), ...(search ? { search } : {}) });
      const answer = await api.get<{ data: Recruiter[]; meta: ExploreMeta }>(`/recruiters?${qs}`);
      setState({ search, page, ...answer });
      if (remember && pageUrl(search, page) !== window.location.pathname + window.location.search) window.history.pushState(null, "", pageUrl(search, page));
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setLoading(false);
    }
  }

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    void load(input.current?.value.trim() ?? "", 1);
  };
  const go = (page: number) => (e: MouseEvent<HTMLAnchorElement>) => {
    e.preventDefault();
    void load(state.search, page);
  };

  const { meta } = state;
  const count = cappedCountOf(meta.total, meta.totalExact, "recruiter");
  // A search with no word to rank by (signs, an emoji) lists as without one: the featured apart, then the rest.
  const searching = state.search !== "" && meta.ranked;
  return (
    <div className="space-y-8">
      <form method="get" action="/recruitersocial" role="search" aria-label="Search recruiters" onSubmit={onSubmit} className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:flex-row sm:items-end">
        <div className="flex-1 space-y-1.5">
          <Label htmlFor="explore-search">Search recruiters</Label>
          <Input ref={input} id="explore-search" name="search" type="search" maxLength={SEARCH_MAX} defaultValue={state.search} placeholder="Name, agency or specialism" />
        </div>
        <Button type="submit" disabled={loading}>
          {loading ? <Spinner className="size-4" /> : null}
          Search
        </Button>
      </form>
      {error ? <Alert tone="error">{error}</Alert> : null}

      {!searching && featured.length ? (
        <section aria-labelledby="featured-heading">
          <h2 id="featured-heading" className="text-xl font-semibold text-slate-900">
            Featured recruiters
          </h2>
          <ul aria-label="Featured recruiters" className="mt-4 grid gap-4 md:grid-cols-2" data-testid="featured-recruiters">
            {featured.map((r) => (
              <RecruiterCard key={r.id} recruiter={r} headingLevel={3} />
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="all-heading" aria-busy={loading}>
        <h2 id="all-heading" className="text-xl font-semibold text-slate-900">
          {searching ? `Recruiters matching “${state.search}”` : featured.length ? "More recruiters" : "All recruiters"}
        </h2>
        <p className="mt-1 text-sm text-slate-700" role="status">
          {count}
          {meta.total > 0 ? ` · ${searching ? "featured first, then best match" : "most placements first"} · page ${state.page} of ${meta.totalPages}` : ""}
        </p>
        {state.data.length ? (
          <ul aria-label="Recruiters" className="mt-4 grid gap-4 md:grid-cols-2">
            {state.data.map((r) => (
              <RecruiterCard key={r.id} recruiter={r} headingLevel={3} />
            ))}
          </ul>
        ) : (
          <p className="mt-4 rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">
            {searching ? `No recruiters match “${state.search}”. Try another word.` : meta.total > 0 ? "No recruiters on this page." : "No more recruiters yet."}
          </p>
        )}
        {meta.totalPages > 1 ? (
          <nav aria-label="Pages" className="mt-6 flex items-center justify-between gap-2">
            {state.page > 1 ? (
              <a href={pageUrl(state.search, state.page - 1)} onClick={go(state.page - 1)} className={buttonClasses("outline")} rel="prev">
                Previous page
              </a>
            ) : (
              <span />
            )}
            <span className="text-sm text-slate-600">
              Page {state.page} of {meta.totalPages}
            </span>
            {state.page < meta.totalPages ? (
              <a href={pageUrl(state.search, state.page + 1)} onClick={go(state.page + 1)} className={buttonClasses("outline")} rel="next">
                Next page
              </a>
            ) : (
              <span />
            )}
          </nav>
        ) : null}
      </section>
    </div>
  );
}
