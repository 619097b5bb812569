"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/components/layout/toast";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/client/api";
import { moveJob } from "./move-job";

/** Publishes one draft where it is shown (the saved-draft page, the job's edit page); the server's reason if it refuses. */
export function PublishButton({ jobId, jobTitle }: { jobId: number; jobTitle: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  async function publish() {
    setBusy(true);
    try {
      await moveJob(jobId, "Open");
      router.refresh();
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button loading={busy} onClick={() => void publish()} aria-label={`Publish ${jobTitle}`}>
      Publish
    </Button>
  );
}
