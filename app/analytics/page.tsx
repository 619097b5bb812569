import type { Metadata } from "next";
import Link from "next/link";
import { buttonClasses } from "@/components/ui/button-classes";

export const metadata: Metadata = { title: "Analytics — coming soon" };

/** The coming-soon screen (spec §2, public). */
export default function AnalyticsPage() {
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center">
      <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase">Analytics</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Coming soon</h1>
      <p className="mt-4 text-slate-600">
        Hiring analytics — time to fill, applicants per job and where good candidates come from — are on their way.
        Until then, your job posts and applicants are one click away.
      </p>
      <Link href="/" className={`${buttonClasses("primary")} mt-8`}>
        Back to the home page
      </Link>
    </div>
  );
}
