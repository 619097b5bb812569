import "server-only";
import { getDb } from "@/db/client";
import { users, type UserType } from "@/db/schema";
import { codeMail } from "@/lib/mail/templates";
import { sendMail } from "@/lib/mail/send";
import { afterResponse } from "@/lib/server/after-response";
import { AppError, conflict } from "@/lib/errors";
import { organisationChanged } from "@/lib/jobs/revalidate";
import { ensureOrganisationRow } from "@/lib/profiles/organisation-row";
import { CODE_TTL_SECONDS, RESEND_AFTER_SECONDS, consumeCode, issueCode, withdrawCode, type CodePurpose } from "./one-time-code";
import { limitClient } from "./client-limits";
import { hashPassword } from "./password";
import { defaultName, findUserByEmail, publicUser, type PublicUser } from "./users";

export const EMAIL_TAKEN = "An account with this email already exists. Sign in instead.";
export const codeNotSent = (email: string) => `We could not send a code to ${email} just now. Please try again in a few minutes.`;

/**
 * Step 1 of registration. Revealing that an address is registered is inherent to sign-up, but only
 * address by address: the per-client limit keeps it from being a bulk look-up of who has an account
 * (sign-in, codes and resets answer alike for every address).
 */
export async function checkEmail(email: string, ip?: string): Promise<{ available: true; message: string }> {
  await limitClient("lookup", ip);
  if (await findUserByEmail(email)) throw conflict(EMAIL_TAKEN);
  return { available: true, message: "This e-mail address is free. Continue to create your account." };
}

/**
 * Sends a one-time code. For sign-in the answer is the same whether or not an
 * account exists; a code row is written either way (so the send limits behave
 * alike too), but only a real account gets the mail.
 */
export async function sendCode(email: string, purpose: CodePurpose, ip?: string) {
  await limitClient("code", ip);
  const user = await findUserByEmail(email);
  if (purpose === "register" && user) throw conflict(EMAIL_TAKEN);
  const code = await issueCode(email, purpose);
  // A sign-in code goes out after the answer, so how long the mail server takes cannot tell which addresses
  // have accounts (the reset link does the same); registration already says whether an address is taken.
  if (purpose === "register") await sendRegistrationCode(email, code);
  else if (user) afterResponse(() => sendMail(codeMail(email, code, purpose)));
  return {
    message:
      purpose === "register"
        ? `We sent a 6-digit code to ${email}. It expires in 10 minutes.`
        : `If an account exists for ${email}, we sent it a 6-digit sign-in code. It expires in 10 minutes.`,
    resendAfterSeconds: RESEND_AFTER_SECONDS,
    expiresInSeconds: CODE_TTL_SECONDS,
  };
}

/** A registration code the mail server refused (or could not be reached for) is withdrawn, and the user told so. */
async function sendRegistrationCode(email: string, code: string): Promise<void> {
  try {
    await sendMail(codeMail(email, code, "register"));
  } catch (error) {
    await withdrawCode(email, "register", code);
    console.error("a registration code mail could not be sent; the code is withdrawn", error);
    throw new AppError("UPSTREAM_FAILED", codeNotSent(email));
  }
}

export type Registration = { email: string; code: string; password: string; userType: UserType; name?: string };

/**
 * Last step of registration: the code proves the address, then the account is
 * created verified. The code is checked before anything is said about the
 * address: only its mailbox's owner learns that it is taken (anyone else gets
 * "Invalid OTP", as for a free address), and a wrong guess costs no
 * (deliberately expensive) hash. The insert itself settles a race for the same address.
 */
export async function registerWithCode(input: Registration): Promise<PublicUser> {
  await consumeCode(input.email, "register", input.code);
  if (await findUserByEmail(input.email)) throw conflict(EMAIL_TAKEN);
  const passwordHash = await hashPassword(input.password);
  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({
        email: input.email,
        passwordHash,
        userType: input.userType,
        name: input.name?.trim() || defaultName(input.email),
        emailVerifiedAt: new Date(),
      })
      .onConflictDoNothing()
      .returning();
    // A company or agency is in its directory from the start, under the name it registered with.
    if (created) await ensureOrganisationRow(tx, created);
    return created;
  });
  if (!row) throw conflict(EMAIL_TAKEN);
  // A company's or agency's page is public and in the sitemap from the start: expire the cached sitemap (and any copy of the page).
  if (row.userType !== "CANDIDATE") organisationChanged({ ownerId: row.id, jobIds: [] });
  return publicUser(row);
}
