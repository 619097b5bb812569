"use client";

import Link from "next/link";
import dynamic from "next/dynamic";
import { usePathname, useRouter } from "next/navigation";
import { useRef, useState, type KeyboardEvent } from "react";
import { useAuth } from "@/components/auth/auth-provider";
import { authPageHref } from "@/components/auth/home-path";
import { SIGN_OUT_FORM_PATH } from "@/lib/auth/sign-out-path";
import { SessionEndedNotice } from "@/components/auth/session-ended-notice";
import { useUnreadTotal } from "@/components/chat/unread-store";
import { Button } from "@/components/ui/button";
import { buttonClasses, focusRing } from "@/components/ui/button-classes";
import { Spinner } from "@/components/ui/spinner";
import { cx } from "@/lib/utils";
import { Logo } from "./logo";
import { dismissToasts } from "./toast-dismiss";
import { isCurrent, navLinksFor } from "./nav-links";

/** Only a signed-in user has unread messages: guests never load the badge or the realtime client behind it. */
const UnreadBadge = dynamic(() => import("@/components/chat/unread-badge").then((m) => m.UnreadBadge), { ssr: false });

const linkClass = cx(
  "relative block rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900",
  "aria-[current=page]:bg-indigo-50 aria-[current=page]:text-indigo-800",
  focusRing,
);

/** The closed phone menu hides the Chat link's unread count: the Menu button carries a dot and says it. */
function MenuUnread({ shown }: { shown: boolean }) {
  const unread = useUnreadTotal();
  if (!shown || unread === 0) return null;
  return (
    <>
      {/* On the button's corner, out of the flow (as the desktop Chat link's count): its arrival widens nothing. */}
      <span aria-hidden="true" className="absolute -top-1 -right-1 size-2.5 rounded-full bg-indigo-700 ring-2 ring-white" data-testid="menu-unread-dot" />
      <span className="sr-only">
        ({unread} unread {unread === 1 ? "message" : "messages"})
      </span>
    </>
  );
}

export function SiteHeader() {
  const pathname = usePathname();
  const router = useRouter();
  const { user, status, sessionEnded, signOut } = useAuth();
  const [open, setOpen] = useState(false);
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    // A new page was chosen: close the small-screen menu (adjusting state while rendering, not in an effect).
    setMenuPath(pathname);
    setOpen(false);
  }
  const [signingOut, setSigningOut] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  // Escape closes the small-screen menu from anywhere in the header and gives focus back to its button.
  function closeOnEscape(e: KeyboardEvent) {
    if (e.key !== "Escape" || !open) return;
    setOpen(false);
    menuButton.current?.focus();
  }
  const links = navLinksFor(status === "authenticated", user?.userType ?? null);

  async function handleSignOut() {
    setSigningOut(true);
    // The API ends the session on the server and clears the cookie.
    await signOut();
    router.replace("/");
    router.refresh();
    setSigningOut(false);
  }

  return (
    <header
      className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur"
      onKeyDown={closeOnEscape}
      // Tabbing out of the header closes the small-screen menu (it would otherwise cover the page).
      onBlur={(e) => open && !e.currentTarget.contains(e.relatedTarget) && setOpen(false)}
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3 sm:px-6">
        <Logo />
        {/* Positioned, so the unread dot sits on the Menu button's corner (a class on the Button would go through tailwind-merge). */}
        <div className="relative ml-auto md:hidden">
          <Button
            ref={menuButton}
            variant="outline"
            size="sm"
            aria-expanded={open}
            aria-controls="main-nav"
            onClick={() => {
              // A toast below the header covers the opened menu's first links (the sign-in's "Login Successful" for 5 s).
              if (!open) dismissToasts();
              setOpen(!open);
            }}
          >
            Menu
            <MenuUnread shown={status === "authenticated" && !open} />
          </Button>
        </div>
        {/* The open menu scrolls inside the sticky header when it is taller than the screen (a phone held sideways):
            otherwise its last links sit below the screen's edge, where no scrolling of the page can bring them. */}
        <nav
          id="main-nav"
          aria-label="Main"
          // A link chosen in the small-screen menu: the menu closes once the page changes and the link with it,
          // which would drop keyboard focus to the page's top. Focus waits on the Menu button instead, as after Escape.
          onClick={(e) => open && e.target instanceof Element && e.target.closest("a") && menuButton.current?.focus()}
          className={cx(
            // -mx-1 and the list's p-1 leave room for a focused link's outline, which the scrolling box would cut off.
            "w-full max-md:-mx-1 max-md:max-h-[calc(100dvh-4.25rem)] max-md:w-[calc(100%+0.5rem)] max-md:relative max-md:overflow-y-auto max-md:overscroll-contain md:ml-auto md:block md:w-auto",
            open ? "block" : "hidden",
          )}
        >
          {status === "loading" ? (
            // As tall as the row of links (h-9), should the browser ever have to learn the session first.
            <div className="flex h-9 items-center px-3 text-slate-600">
              <Spinner label="Checking your sign-in" />
            </div>
          ) : (
            <ul className="flex flex-col gap-1 max-md:p-1 md:flex-row md:flex-wrap md:items-center">
              {links.map((link) => (
                <li key={link.href}>
                  <Link
                    href={link.href}
                    className={linkClass}
                    aria-current={isCurrent(pathname, link.href) ? "page" : undefined}
                  >
                    {link.label}
                    {link.href === "/chat" && status === "authenticated" ? <UnreadBadge /> : null}
                  </Link>
                </li>
              ))}
              {status === "authenticated" ? (
                <li className="md:ml-2">
                  {/* A form, so it signs out before (or without) JavaScript too; hydrated, it calls the API and stays client-side. */}
                  <form
                    method="post"
                    action={SIGN_OUT_FORM_PATH}
                    onSubmit={(e) => {
                      e.preventDefault();
                      void handleSignOut();
                    }}
                  >
                    <Button type="submit" variant="outline" size="sm" loading={signingOut}>
                      Sign out
                    </Button>
                  </form>
                </li>
              ) : (
                <>
                  <li>
                    <Link
                      // Back to this page after signing in (a job, a company, a recruiter), not home.
                      href={authPageHref("/login", pathname)}
                      className={linkClass}
                      aria-current={isCurrent(pathname, "/login") ? "page" : undefined}
                    >
                      Sign in
                    </Link>
                  </li>
                  <li>
                    <Link href={authPageHref("/register", pathname)} className={cx(buttonClasses("primary", "sm"), "md:ml-1")}>
                      Register
                    </Link>
                  </li>
                </>
              )}
            </ul>
          )}
        </nav>
      </div>
      {sessionEnded && authPageHref("/login", pathname) !== "/login" ? <SessionEndedNotice pathname={pathname} /> : null}
    </header>
  );
}
