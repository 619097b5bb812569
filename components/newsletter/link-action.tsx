"use client";

import { useState, type ReactNode } from "react";
import { AuthCard } from "@/components/auth/auth-card";
import { toast } from "@/components/layout/toast";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/client/api";
import { newsletterApi } from "./newsletter-api";

/**
 * The card of a mailed link's page, with its button. Opening the link only shows the page (mail scanners prefetch
 * links); the change happens when the reader presses this. Done, the card says so in its title and drops the
 * instruction above it ("Press the button…" stood over "Your subscription is confirmed"). A failure (the provider
 * down) leaves the button for another try.
 */
export function LinkAction(props: { purpose: "confirm" | "unsubscribe"; token: string; label: string; title: string; doneTitle: string; description: ReactNode }) {
  const { purpose, token, label, title, doneTitle, description } = props;
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

  if (result?.ok) {
    return (
      <AuthCard title={doneTitle}>
        <Alert tone="success" data-testid="newsletter-link-result">
          {result.message}
        </Alert>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={title} description={description}>
      <div className="space-y-4">
        {result ? (
          <Alert tone="error" data-testid="newsletter-link-result">
            {result.message}
          </Alert>
        ) : null}
        <Button type="button" wide loading={busy} onClick={run} variant={purpose === "unsubscribe" ? "outline" : "primary"}>
          {label}
        </Button>
      </div>
    </AuthCard>
  );
}
