import { buttonClasses } from "@/components/ui/button-classes";
import { cx } from "@/lib/utils";

/**
 * Starts the LinkedIn sign-in. A plain link (not a button): the start endpoint answers with a
 * redirect to LinkedIn, and the role keeps "Sign in with LinkedIn" apart from the "Sign in" button.
 */
export function LinkedinButton({ label, callbackUrl }: { label: string; callbackUrl?: string }) {
  const href = `/api/web/common/auth/linkedin/start?callbackUrl=${encodeURIComponent(callbackUrl ?? "")}`;
  return (
    <div className="space-y-6">
      <div className="flex items-center gap-3 text-sm text-slate-600" aria-hidden="true">
        <span className="h-px flex-1 bg-slate-200" />
        or
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      <a href={href} className={cx(buttonClasses("outline"), "w-full")}>
        <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
          <rect width="24" height="24" rx="4" fill="#0a66c2" />
          <path
            fill="#fff"
            d="M7.1 9.6h2.4V18H7.1zM8.3 5.8a1.4 1.4 0 1 1 0 2.8 1.4 1.4 0 0 1 0-2.8M11 9.6h2.3v1.1c.3-.6 1.1-1.3 2.4-1.3 2.5 0 3 1.7 3 3.8V18h-2.4v-4.2c0-1 0-2.3-1.4-2.3s-1.6 1.1-1.6 2.2V18H11z"
          />
        </svg>
        {label}
      </a>
    </div>
  );
}
