import { expect, type APIRequestContext } from "@playwright/test";
import { ACCOUNT_TYPES, strongPassword, uniqueEmail } from "./accounts";
import { codeFrom, logPosition, waitForMail } from "./mailbox";

const AUTH = "/api/web/common/auth";

export type TestAccount = { email: string; password: string; name: string };

/**
 * Registers a fresh account through the public API (send-otp → code from the
 * mail log → verify-otp), for tests whose subject is not the registration screen.
 * `request` keeps its own cookies, so the browser page stays signed out.
 */
export async function registerViaApi(
  request: APIRequestContext,
  type: keyof typeof ACCOUNT_TYPES,
  tag: string,
): Promise<TestAccount> {
  const account = { email: uniqueEmail(tag), password: strongPassword(), name: `E2E ${tag}` };
  const since = logPosition();
  const sent = await request.post(`${AUTH}/send-otp`, { data: { email: account.email, purpose: "register" } });
  expect(sent.status(), await sent.text()).toBe(200);
  const code = codeFrom(await waitForMail(account.email, since));
  const verified = await request.post(`${AUTH}/verify-otp`, {
    data: { ...account, code, purpose: "register", userType: ACCOUNT_TYPES[type].userType },
  });
  expect(verified.status(), await verified.text()).toBe(200);
  return account;
}

export function apiLogin(request: APIRequestContext, email: string, password: string) {
  return request.post(`${AUTH}/login`, { data: { email, password } });
}
