"use client";

import { useState } from "react";
import { Alert } from "./alert";
import { Button } from "./button";

/**
 * A part of a screen whose data could not be read: what failed, the server's (or the network's)
 * words, and a button that reads it again — rather than a skeleton or an empty list that never
 * changes, or a toast that is gone before it is read.
 */
export function LoadError({ title, message, onRetry, className }: { title: string; message: string; onRetry: () => Promise<unknown> | void; className?: string }) {
  const [retrying, setRetrying] = useState(false);
  async function retry() {
    setRetrying(true);
    try {
      await onRetry();
    } finally {
      setRetrying(false);
    }
  }
  return (
    <Alert tone="error" title={title} className={className}>
      <p>{message}</p>
      <Button size="sm" variant="outline" className="mt-2" loading={retrying} onClick={() => void retry()}>
        Try again
      </Button>
    </Alert>
  );
}
