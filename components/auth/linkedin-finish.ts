import type { ApiResult, SignedIn } from "./auth-api";
import { afterLinkedInPath, isAccountType } from "./home-path";

export type LinkedinAnswer = { code?: string; state?: string; providerError?: string };

type Steps = {
  /** POST /web/common/auth/linkedin: sets the session and answers the user (type or none) and the page to return to. */
  signIn: (code: string, state: string) => Promise<ApiResult<SignedIn & { callbackUrl?: string | null }>>;
  /** 'Login Successful', as every other way of signing in says. */
  greet: () => void;
  go: (path: string) => Promise<void>;
  fail: (message: string) => void;
};

/**
 * What /auth/linkedin/callback does with LinkedIn's answer: hand code and state to the API, then go
 * back to the page the sign-in started from — by way of /register (keeping that page) when the
 * account has no type yet. The answer's own user says which; no second call is needed.
 */
export async function finishLinkedIn({ code, state, providerError }: LinkedinAnswer, steps: Steps): Promise<void> {
  if (providerError || !code || !state) {
    return steps.fail(providerError ? "LinkedIn did not sign you in." : "The LinkedIn answer is incomplete.");
  }
  const result = await steps.signIn(code, state);
  if (!result.ok) return steps.fail(result.message || "LinkedIn sign-in failed.");
  steps.greet();
  const { userType } = result.data.user;
  await steps.go(afterLinkedInPath(result.data.callbackUrl ?? undefined, isAccountType(userType) ? userType : null));
}
