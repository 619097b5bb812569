import { Spinner } from "@/components/ui/spinner";

/** Shown while a page loads on demand (spec §2): 'Loading' and 'Please wait while we prepare your experience'. */
export default function Loading() {
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="loading-screen"
      className="flex min-h-[60vh] flex-col items-center justify-center gap-3 px-4 text-center"
    >
      <Spinner className="size-10 text-indigo-700" />
      <p className="text-xl font-semibold text-slate-900">Loading</p>
      <p className="text-slate-600">Please wait while we prepare your experience</p>
    </div>
  );
}
