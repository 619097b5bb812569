import type { ReactNode } from "react";

/**
 * A list's filters as a plain GET form: the URL holds them (shareable, survives reload) and it works before
 * any script has loaded. `autoComplete="off"` keeps the browser from putting back, after Back or Forward,
 * what the fields held when the page was left: the fields are rendered from the page's URL, which is what
 * the list below shows ("Remote" stayed selected above a list of every workplace). Chrome's restoration
 * could also land after the script's reset on return (./reset-on-return.tsx), which then left it standing.
 * The parent keys the form by its filters, so a client-side navigation renders it anew.
 */
export function FilterForm({ action, label, children }: { action: string; label: string; children: ReactNode }) {
  return (
    <form method="get" action={action} role="search" aria-label={label} autoComplete="off" className="space-y-4 rounded-lg border border-slate-200 bg-white p-4">
      {children}
    </form>
  );
}
