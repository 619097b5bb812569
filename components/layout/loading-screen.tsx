import { Spinner } from "@/components/ui/spinner";

/**
 * Shown while a page loads on demand (spec §2): 'Loading' and 'Please wait while we prepare your experience'.
 * Each screen segment's loading.tsx re-exports it. There is deliberately no app/loading.tsx: a loading
 * boundary above a page makes notFound() stream with status 200, and public pages whose id can be
 * unknown (/jobs/{jobId}, /profile/{id}) must answer a real 404. `data-loading-screen` hides the site's
 * footer meanwhile (app/globals.css), so the screen's arrival does not push it down.
 */
export function LoadingScreen() {
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="loading-screen"
      data-loading-screen
      className="flex min-h-[60vh] flex-col items-center justify-center gap-3 px-4 text-center"
    >
      <Spinner className="size-10 text-indigo-700" />
      <p className="text-xl font-semibold text-slate-900">Loading</p>
      <p className="text-slate-600">Please wait while we prepare your experience</p>
    </div>
  );
}
