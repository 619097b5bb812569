import { Skeleton } from "@/components/ui/skeleton";

/** Placeholder of the job list while the server prepares it (`data-loading-screen`: see LoadingScreen). */
export function JobListSkeleton({ title }: { title: string }) {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:py-12" aria-busy="true" data-loading-screen>
      <h1 className="mb-8 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
      <div role="status" aria-live="polite" className="mb-4 text-sm text-slate-700">
        <p className="font-semibold">Loading</p>
        <p>Please wait while we prepare your experience</p>
      </div>
      <Skeleton className="h-32 w-full" />
      <ul className="mt-6 space-y-4" aria-hidden="true">
        {Array.from({ length: 4 }, (_, i) => (
          <li key={i} className="space-y-3 rounded-lg border border-slate-200 bg-white p-5">
            <Skeleton className="h-5 w-1/2" />
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-4 w-2/3" />
          </li>
        ))}
      </ul>
    </div>
  );
}
