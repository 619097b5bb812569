import { cn } from "@/lib/utils";

type SpinnerProps = {
  /** Spoken by screen readers. Leave it out when the spinner only decorates a labelled control. */
  label?: string;
  className?: string;
};

/** A spinning ring; with a label it is a polite live status, without one it is hidden from assistive tech. */
export function Spinner({ label, className }: SpinnerProps) {
  const ring = (
    <svg
      className={cn("size-5 animate-spin motion-reduce:animate-[spin_2s_linear_infinite]", className)}
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
    >
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.25" strokeWidth="4" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
  if (!label) return ring;
  return (
    <span role="status" className="inline-flex items-center">
      {ring}
      <span className="sr-only">{label}</span>
    </span>
  );
}
