"use client";

import { useState } from "react";
import { toast } from "@/components/layout/toast";
import { Button } from "@/components/ui/button";
import { api, errorMessage } from "@/lib/client/api";

/** POST postonlinkedin answers LinkedIn's share link for the job's public page; it opens in a new tab. */
export function LinkedInShare({ jobId }: { jobId: number }) {
  const [busy, setBusy] = useState(false);
  async function share() {
    setBusy(true);
    try {
      const { url } = await api.post<{ url: string }>("/web/common/job/postonlinkedin", { jobId });
      window.open(url, "_blank", "noopener,noreferrer");
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button variant="outline" loading={busy} onClick={() => void share()}>
      Share on LinkedIn
    </Button>
  );
}
