"use client";

import { useState } from "react";
import { toast } from "@/components/layout/toast";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/client/api";
import { newsletterApi } from "./newsletter-api";

/**
 * The button of a mailed link's page. Opening the link only shows the page (mail
 * scanners prefetch links); the change happens when the reader presses this.
 * A failure (the provider down) leaves the button for another try.
 */
export function LinkAction({ purpose, token, label }: { purpose: "confirm" | "unsubscribe"; token: string; label: string }) {
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);

  const run = async () => {
    setBusy(true);
    try {
      const { message } = await newsletterApi[purpose](token);
      setResult({ ok: true, message });
      toast.success(message);
    } catch (error) {
      const message = errorMessage(error);
      setResult({ ok: false, message });
      toast.error(message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-4">
      {result ? (
        <Alert tone={result.ok ? "success" : "error"} data-testid="newsletter-link-result">
          {result.message}
        </Alert>
      ) : null}
      {result?.ok ? null : (
        <Button type="button" wide loading={busy} onClick={run} variant={purpose === "unsubscribe" ? "outline" : "primary"}>
          {label}
        </Button>
      )}
    </div>
  );
}
