"use client";

import { useEffect } from "react";
import { tabTitle } from "@/components/layout/site";

/**
 * Puts this page's title on the tab after a client-side navigation when Next did
 * not: Next 16.4 sometimes drops the <title> from generateMetadata on a soft
 * navigation from a page with static metadata (vercel/next.js#95268), so the tab
 * kept "Companies" or went blank — e2e/directories.spec.ts saw it in 1–3 of 12
 * runs. The metadata stays the source of the title (server-rendered HTML has it);
 * this only corrects the tab when it shows something else. `title` is the page's
 * own title, as its metadata gives it; the site's template is added here.
 */
export function DocumentTitle({ title }: { title: string }) {
  useEffect(() => {
    const full = tabTitle(title);
    if (document.title !== full) document.title = full;
  }, [title]);
  return null;
}
