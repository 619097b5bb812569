import { findRoute } from "@/lib/auth/route-table";

const SIGN_IN = "Welcome back. Sign in with your password or a code we e-mail you.";

/**
 * What the sign-in page says to a guest the guard sent there: what signing in
 * gives for the page they asked for, so "Browse jobs" never ends at a bare wall.
 */
export function signInReason(callbackUrl: string | undefined): string {
  const route = callbackUrl ? findRoute(callbackUrl) : undefined;
  switch (route?.class) {
    case "candidate":
      return "Sign in to browse open jobs with filters, apply with a personal message and follow every application. New here? A candidate account is free.";
    case "recruiter":
      return "Sign in to post jobs with the AI interviewer, manage them and review applicants. Companies and recruitment agencies sign up for free.";
    case "signed-in":
      return "Sign in to see this page: job seekers, companies and recruitment agencies all have free accounts.";
    default:
      return SIGN_IN;
  }
}
