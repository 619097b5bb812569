import { Alert } from "@/components/ui/alert";
import { authPageHref } from "./home-path";
import { TextLink } from "@/components/ui/text-link";

/**
 * Shown under the header when this page's session ended under it (expired, signed out in another
 * tab, password changed elsewhere). The page stays as it is, with whatever was typed into it (the
 * notice cannot know whether anything was: it offers both ways). Signing in here goes on from this
 * page; signing in again in another tab keeps what was typed, and this tab notices the new session when it is
 * shown again (the auth state reads the session on every return to the tab).
 */
export function SessionEndedNotice({ pathname }: { pathname: string }) {
  return (
    <div className="mx-auto max-w-6xl px-4 pb-3 sm:px-6">
      <Alert tone="error" title="You have been signed out" data-testid="session-ended">
        This page can no longer load or save your data. <TextLink href={authPageHref("/login", pathname)}>Sign in again</TextLink> to
        go on here, or, to keep what you typed on this page,{" "}
        <TextLink href={authPageHref("/login", pathname)} target="_blank">
          sign in again in a new tab
        </TextLink>{" "}
        and come back to save it.
      </Alert>
    </div>
  );
}
