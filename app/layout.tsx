import type { Metadata, Viewport } from "next";
import { connection } from "next/server";
import type { ReactNode } from "react";
import { NoScriptReveal } from "@/components/layout/no-script-reveal";
import { Providers } from "@/components/layout/providers";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { SITE_DESCRIPTION, SITE_LOCALE, SITE_NAME, TITLE_TEMPLATE } from "@/components/layout/site";
import { PageAnnouncer } from "@/components/ui/page-announcer";
import { getServerActor } from "@/lib/auth/server-session";
import { env } from "@/lib/env";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: `${SITE_NAME} — hire with an AI job-post interviewer`, template: TITLE_TEMPLATE },
  description: SITE_DESCRIPTION,
  applicationName: SITE_NAME,
  // Relative image and canonical URLs resolve against the public address, not localhost.
  metadataBase: new URL(env.APP_URL),
  openGraph: { siteName: SITE_NAME, locale: SITE_LOCALE, type: "website" },
  twitter: { card: "summary" },
};

export const viewport: Viewport = { themeColor: "#4338ca" };

// The header is drawn from the session read here (once per request, shared with the page's guard;
// no database read for a guest without a cookie), so it shows the right links from the first paint
// instead of a spinner that links replace after hydration, moving the page. The browser checks it again.
export default async function RootLayout({ children }: { children: ReactNode }) {
  // Every page renders per request: the proxy's CSP carries a fresh nonce that Next stamps on its
  // scripts, and HTML prerendered at build time would carry none and not hydrate (see
  // lib/security/csp.ts). It also guarantees nothing here runs, or opens the database, at build time.
  await connection();
  const actor = await getServerActor();
  // Only what the header needs: the session's id stays on the server.
  const initialUser = actor ? { id: actor.id, email: actor.email, name: actor.name, userType: actor.userType } : null;
  return (
    <html lang="en">
      <head>
        {/* Nothing is drawn before the parser reaches <main>, so the header is whole when first drawn. Drawn from part
            of the page (a slow network, a busy phone), a recruiter's links fitted beside the logo and moved down a row
            when the last of them arrived. The page's own content still draws as it arrives. */}
        <link rel="expect" href="#main" blocking="render" />
      </head>
      <body className="flex min-h-dvh flex-col bg-slate-50 text-slate-900 antialiased">
        <NoScriptReveal />
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-white font-medium text-indigo-800 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:px-4 focus:py-2 focus:outline-2 focus:outline-solid focus:outline-indigo-600"
        >
          Skip to content
        </a>
        <Providers initialUser={initialUser}>
          <SiteHeader />
          <main id="main" tabIndex={-1} className="flex-1 outline-none">
            {children}
            <PageAnnouncer />
          </main>
          <SiteFooter />
        </Providers>
      </body>
    </html>
  );
}
