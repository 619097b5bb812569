import { readCookie } from "@/lib/api/cookies";
import { endpoint, reply, type Endpoint } from "@/lib/api/endpoint";
import { isAppError } from "@/lib/errors";
import { chooseAccountType, currentUser, signOutEverywhere, signOutHere } from "./account";
import { signInWithCode } from "./code-sign-in";
import {
  LINKEDIN_STATE_COOKIE,
  LINKEDIN_STATE_MAX_AGE,
  LINKEDIN_STATE_PATH,
  finishLinkedInSignIn,
  startLinkedInSignIn,
} from "./linkedin";
import { changePassword, requestPasswordReset, resetPasswordWithToken } from "./password-reset";
import { signInWithPassword } from "./password-sign-in";
import { checkEmail, registerWithCode, sendCode } from "./registration";
import {
  accountTypeInput,
  changePasswordInput,
  checkEmailInput,
  emptyInput,
  linkedinCallbackInput,
  linkedinStartInput,
  loginInput,
  resetPasswordInput,
  sendOtpInput,
  verifyOtpInput,
} from "./schemas";
import { secureCookies } from "./session";
import { revokeUserSessions } from "./session-store";
import { clearedSessionCookie, signedInReply } from "./session-reply";
import { checkEmailOutput, linkedinOutput, meOutput, messageOnly, sendOtpOutput, signedInOutput, verifyOtpOutput } from "./outputs";

const BASE = "/web/common/auth";

/** The auth rows of the API contract (lib/api/contract.ts). Use cases live beside this file. */
export const authEndpoints: Endpoint[] = [
  endpoint({
    method: "POST",
    path: `${BASE}/check-email`,
    access: "public",
    summary: "Registration step 1: is the e-mail address free? 409 when an account has it.",
    output: checkEmailOutput,
    input: checkEmailInput,
    handler: ({ email }, ctx) => checkEmail(email, ctx.ip),
  }),
  endpoint({
    method: "POST",
    path: `${BASE}/send-otp`,
    access: "public",
    summary: "Mail a 6-digit code (purpose register or login); 60 s between sends, 10 per hour per address.",
    output: sendOtpOutput,
    input: sendOtpInput,
    handler: ({ email, purpose }, ctx) => sendCode(email, purpose, ctx.ip),
  }),
  endpoint({
    method: "POST",
    path: `${BASE}/verify-otp`,
    access: "public",
    summary: "Check a code: register creates the verified account, login signs in. Sets the session cookie.",
    output: verifyOtpOutput,
    input: verifyOtpInput,
    handler: async (input) => {
      try {
        const user =
          input.purpose === "register"
            ? await registerWithCode(input)
            : await signInWithCode(input.email, input.code);
        const message = input.purpose === "register" ? "Your account is ready." : "Login Successful";
        return await signedInReply(user, { success: true, message, user });
      } catch (error) {
        // The spec's client reads `success`; code failures keep the error shape as well.
        if (isAppError(error) && error.status === 400) {
          return reply(
            { success: false, message: error.message, error: { code: error.code, message: error.message } },
            { status: 400 },
          );
        }
        throw error;
      }
    },
  }),
  endpoint({
    method: "POST",
    path: `${BASE}/login`,
    access: "public",
    summary: "Password sign-in (locks for 15 min after 10 failures). Sets the session cookie.",
    output: signedInOutput,
    input: loginInput,
    handler: async ({ email, password }, ctx) => {
      const user = await signInWithPassword(email, password, ctx.ip);
      return signedInReply(user, { message: "Login Successful", user });
    },
  }),
  endpoint({
    method: "POST",
    path: `${BASE}/logout`,
    access: "public",
    summary: "End this session on the server and clear its cookie.",
    output: messageOnly,
    input: emptyInput,
    handler: async (_input, ctx) => {
      await signOutHere(ctx.actor);
      return reply({ message: "You are signed out." }, { cookies: [clearedSessionCookie()] });
    },
  }),
  endpoint({
    method: "POST",
    path: `${BASE}/logout-all`,
    access: "signed-in",
    summary: "End every session of the signed-in user (all browsers and devices), this one included.",
    output: messageOnly,
    input: emptyInput,
    handler: async (_input, ctx) => {
      await signOutEverywhere(ctx.actor);
      return reply({ message: "You are signed out on every device." }, { cookies: [clearedSessionCookie()] });
    },
  }),
  endpoint({
    method: "POST",
    path: `${BASE}/resetPassword`,
    access: "public",
    summary: "Mail a single-use reset link (30 min). Same answer whether or not the address has an account.",
    output: messageOnly,
    input: resetPasswordInput,
    handler: ({ email }, ctx) => requestPasswordReset(email, ctx.ip),
  }),
  endpoint({
    method: "POST",
    path: `${BASE}/change-password`,
    access: "public",
    summary: "Set a new password from a reset link {token, password}, or signed in {currentPassword, password}.",
    output: messageOnly,
    input: changePasswordInput,
    handler: ({ token, currentPassword, password }, ctx) =>
      token !== undefined
        ? resetPasswordWithToken(token, password)
        : changePassword(ctx.actor, currentPassword ?? "", password),
  }),
  endpoint({
    method: "POST",
    path: `${BASE}/account-type`,
    access: "signed-in",
    summary: "Choose the account type once (accounts made by LinkedIn sign-in have none). Re-issues the cookie.",
    output: signedInOutput,
    input: accountTypeInput,
    handler: async ({ userType, name }, ctx) => {
      // The type decides every permission: sessions from before the choice end, this one is re-issued.
      const user = await chooseAccountType(ctx.actor, userType, name);
      await revokeUserSessions(user.id);
      return signedInReply(user, { message: "Account type saved.", user });
    },
  }),
  endpoint({
    method: "GET",
    path: `${BASE}/me`,
    access: "public",
    summary: "The signed-in user (or null) and which sign-in methods are on.",
    output: meOutput,
    input: emptyInput,
    handler: (_input, ctx) => currentUser(ctx.actor),
  }),
  endpoint({
    method: "GET",
    path: `${BASE}/linkedin/start`,
    access: "public",
    summary: "Redirect to LinkedIn (OpenID Connect) with a state cookie. 404 when LinkedIn is not configured.",
    produces: "redirect",
    input: linkedinStartInput,
    handler: async ({ callbackUrl }) => {
      const { location, stateCookie } = await startLinkedInSignIn(callbackUrl);
      return reply(null, {
        status: 302,
        headers: { location },
        cookies: [stateCookieOf(stateCookie, LINKEDIN_STATE_MAX_AGE)],
      });
    },
  }),
  endpoint({
    method: "POST",
    path: `${BASE}/linkedin`,
    access: "public",
    summary: "Finish LinkedIn sign-in from /auth/linkedin/callback {code, state}; creates the account on first use.",
    output: linkedinOutput,
    input: linkedinCallbackInput,
    handler: async (input, ctx) => {
      const result = await finishLinkedInSignIn(input, readCookie(ctx.request.headers.get("cookie"), LINKEDIN_STATE_COOKIE));
      const { user } = result;
      return signedInReply(
        user,
        {
          message: "Login Successful",
          isNew: result.isNew,
          isRegistered: user.userType !== null,
          id: user.id,
          email: user.email,
          name: user.name,
          imageUrl: result.imageUrl,
          linkedinId: result.linkedinId,
          user,
          callbackUrl: result.returnPath,
        },
        { tokenField: "customToken", extraCookies: [stateCookieOf("", 0)] },
      );
    },
  }),
];

function stateCookieOf(value: string, maxAge: number) {
  return {
    name: LINKEDIN_STATE_COOKIE,
    value,
    httpOnly: true,
    sameSite: "lax" as const,
    path: LINKEDIN_STATE_PATH,
    secure: secureCookies,
    maxAge,
  };
}
