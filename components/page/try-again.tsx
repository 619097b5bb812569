"use client";

import Link from "next/link";
import { SITE_NAME } from "@/components/layout/site";
import { buttonClasses } from "@/components/ui/button-classes";

/**
 * What a page shows when it could not be rendered — most often because the
 * database is briefly unreachable (the server answers such a page with 503 and
 * Retry-After). Nothing was half-saved: writes are transactions. The reference
 * is the error's digest, which the server log carries beside the request id.
 */
export function TryAgain({ reset, digest }: { reset: () => void; digest?: string }) {
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center" data-testid="try-again">
      {/* The failed page set no title; React places this one in the document's head. */}
      <title>{`We could not load this page · ${SITE_NAME}`}</title>
      <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase">Temporarily unavailable</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">We could not load this page</h1>
      <p className="mt-4 text-slate-600">
        Something on our side did not answer in time. Nothing you saved was lost. Please try again in a moment.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" onClick={() => reset()} className={buttonClasses("primary")}>
          Try again
        </button>
        <Link href="/" className={buttonClasses("outline")}>
          Go to the home page
        </Link>
      </div>
      {digest ? <p className="mt-8 text-xs text-slate-500">Reference: {digest}</p> : null}
    </div>
  );
}
