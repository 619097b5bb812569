import type { ReactNode } from "react";

type ComingLaterProps = {
  /** What this screen will do, in a sentence. */
  feature: string;
  children?: ReactNode;
};

/**
 * The honest empty state of a screen whose feature is not built yet: the route, guard and
 * heading exist so navigation works, and the page says plainly what is still to come.
 */
export function ComingLater({ feature, children }: ComingLaterProps) {
  return (
    <section
      aria-labelledby="coming-later-title"
      data-testid="coming-later"
      className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center"
    >
      <svg viewBox="0 0 24 24" className="mx-auto size-10 text-indigo-700" fill="none" aria-hidden="true">
        <path
          d="M12 7v5l3 2m6-2a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <h2 id="coming-later-title" className="mt-4 text-lg font-semibold text-slate-900">
        Arrives in a later release
      </h2>
      <p className="mx-auto mt-2 max-w-xl text-slate-600">{feature}</p>
      {children ? <div className="mt-6 flex flex-wrap justify-center gap-3">{children}</div> : null}
    </section>
  );
}
