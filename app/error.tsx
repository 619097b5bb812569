"use client";

import { TryAgain } from "@/components/page/try-again";

/** A page that failed to render (e.g. the database is briefly down): say so and offer to try again. */
export default function PageError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <TryAgain reset={reset} digest={error.digest} />;
}
