"use client";

import { TryAgain } from "@/components/page/try-again";
import "./globals.css";

/** The root layout itself failed: the same message, in a document of its own. */
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en">
      <body className="flex min-h-dvh flex-col bg-slate-50 text-slate-900 antialiased">
        <main id="main" className="flex-1">
          <TryAgain reset={reset} digest={error.digest} />
        </main>
      </body>
    </html>
  );
}
