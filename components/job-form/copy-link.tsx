"use client";

import { useSyncExternalStore } from "react";
import { toast } from "@/components/layout/toast";
import { Button } from "@/components/ui/button";

const noop = () => () => {};

/** The job's public address (absolute in the browser) with a "Copy link" button. */
export function CopyLink({ path }: { path: string }) {
  const origin = useSyncExternalStore(noop, () => window.location.origin, () => "");
  const url = `${origin}${path}`;
  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      toast.success("Link copied.");
    } catch {
      toast.error("Could not copy the link. Select it and copy it by hand.");
    }
  }
  return (
    <div className="flex flex-wrap items-center gap-2">
      <a href={path} className="break-all text-indigo-700 underline" data-testid="public-link">
        {url}
      </a>
      <Button variant="outline" size="sm" onClick={() => void copy()}>
        Copy link
      </Button>
    </div>
  );
}
