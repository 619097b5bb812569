import type { Metadata } from "next";
import Link from "next/link";
import { buttonClasses } from "@/components/ui/button-classes";

export const metadata: Metadata = { title: "Page not found" };

export default function NotFound() {
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center" data-testid="not-found">
      <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase">Error 404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Page not found</h1>
      <p className="mt-4 text-slate-600">
        We could not find the page you asked for. The address may be mistyped, or the page may have moved or been
        removed.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link href="/" className={buttonClasses("primary")}>
          Go to the home page
        </Link>
        <Link href="/jobs" className={buttonClasses("outline")}>
          Browse jobs
        </Link>
      </div>
    </div>
  );
}
