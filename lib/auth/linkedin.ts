import "server-only";
import { randomBytes, timingSafeEqual } from "node:crypto";
import { eq, or, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import { features } from "@/lib/env";
import { AppError, conflict, notFound } from "@/lib/errors";
import { authorizationUrl, discover, fetchProfile, type LinkedInProfile } from "./linkedin-oidc";
import { safeCallbackUrl } from "./route-table";
import { isOneLine } from "@/lib/validation/text";
import { defaultName, findUserByEmail, publicUser, recordLoginAttempt, type UserRow } from "./users";

export const LINKEDIN_STATE_COOKIE = "linkedin_oauth_state";
/** The state cookie only travels to the LinkedIn endpoints and lives 10 minutes. */
export const LINKEDIN_STATE_PATH = "/api/web/common/auth/linkedin";
export const LINKEDIN_STATE_MAX_AGE = 600;

function assertConfigured(): void {
  if (!features.linkedin) throw notFound("LinkedIn sign-in is not configured.");
}

/** Only same-site paths, so the return address cannot send the user elsewhere. */
export const safeReturnPath = (callbackUrl: string | undefined): string => safeCallbackUrl(callbackUrl) ?? "/";

/** At most 100 UTF-16 units, cut between characters (never inside an emoji's surrogate pair). */
function upTo100(name: string): string {
  let out = "";
  for (const ch of name) {
    if (out.length + ch.length > 100) break;
    out += ch;
  }
  return out;
}

/** Step 1: where to send the browser, and the state to keep in a cookie (`state|returnPath`). */
export async function startLinkedInSignIn(callbackUrl?: string): Promise<{ location: string; stateCookie: string }> {
  assertConfigured();
  const state = randomBytes(24).toString("base64url");
  const location = authorizationUrl(await discover(), state);
  return { location, stateCookie: `${state}|${safeReturnPath(callbackUrl)}` };
}

const STATE_MISMATCH = "The LinkedIn sign-in expired or did not start here. Please try again.";

/**
 * Step 2, from the callback page: the state must match the cookie set in step 1
 * (CSRF / login-fixation guard), then the code is exchanged and the user found —
 * by LinkedIn id, else by a verified e-mail (linking the accounts) — or created
 * without an account type, which the UI then asks for.
 */
export async function finishLinkedInSignIn(input: { code: string; state: string }, stateCookie: string | undefined) {
  assertConfigured();
  // `state|returnPath`: the state has no "|", the path may ("?a=1|x").
  const cookie = stateCookie ?? "";
  const cut = cookie.indexOf("|");
  const [expected, returnPath] = cut === -1 ? [cookie, undefined] : [cookie.slice(0, cut), cookie.slice(cut + 1)];
  if (!expected || !sameString(expected, input.state)) throw new AppError("BAD_REQUEST", STATE_MISMATCH);

  const profile = await fetchProfile(input.code);
  if (!profile.email) throw new AppError("UPSTREAM_FAILED", "LinkedIn did not share an e-mail address, so we cannot sign you in.");
  const { user, isNew } = await findOrCreate(profile, profile.email);
  await recordLoginAttempt({ email: user.email, userId: user.id, method: "linkedin", success: true });
  return {
    user: publicUser(user),
    isNew,
    imageUrl: user.photoUrl ?? (isOrganisation(user.userType) ? null : (profile.picture ?? null)),
    linkedinId: profile.sub,
    returnPath: safeReturnPath(returnPath),
  };
}

/** A company or an agency: its photo is its logo, never a person's LinkedIn picture. */
const isOrganisation = (type: UserRow["userType"]) => type === "COMPANY" || type === "RECRUIMENTAGENCY";

async function findOrCreate(profile: LinkedInProfile, email: string): Promise<{ user: UserRow; isNew: boolean }> {
  const db = await getDb();
  const [linked] = await db.select().from(users).where(eq(users.linkedinId, profile.sub)).limit(1);
  if (linked) return { user: linked, isNew: false };

  const existing = await findUserByEmail(email);
  if (existing) {
    // Linking by address hands the account over, so only for an address LinkedIn vouches for.
    if (!profile.emailVerified || existing.linkedinId) {
      throw conflict("An account with this email already exists. Sign in with your password or an e-mail code.");
    }
    const [row] = await db
      .update(users)
      .set({
        linkedinId: profile.sub,
        // A person's picture is no company's or agency's logo: only a candidate (or an account yet to choose) takes it.
        ...(isOrganisation(existing.userType) ? {} : { photoUrl: sql`coalesce(${users.photoUrl}, ${profile.picture ?? null})` }),
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
      })
      .where(eq(users.id, existing.id))
      .returning();
    return { user: row ?? existing, isNew: false };
  }

  const [created] = await db
    .insert(users)
    .values({
      email,
      // The provider's name is outside input like any other: one clean line of at most 100 characters, or the default.
      name: profile.name && isOneLine(profile.name.trim()) ? upTo100(profile.name.trim()) : defaultName(email),
      linkedinId: profile.sub,
      photoUrl: profile.picture ?? null,
      emailVerifiedAt: profile.emailVerified ? new Date() : null,
    })
    .onConflictDoNothing()
    .returning();
  if (created) return { user: created, isNew: true };
  // Lost a race with a parallel sign-in of the same person: use the row it made.
  const [raced] = await db.select().from(users).where(or(eq(users.linkedinId, profile.sub), eq(users.email, email))).limit(1);
  if (!raced) throw new AppError("INTERNAL", "Could not create the account.");
  return { user: raced, isNew: false };
}

function sameString(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
