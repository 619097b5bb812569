import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users, type UserType } from "@/db/schema";
import { conflict } from "@/lib/errors";
import { features } from "@/lib/env";
import { organisationChanged } from "@/lib/jobs/revalidate";
import { ensureOrganisationRow } from "@/lib/profiles/organisation-row";
import { requireUser, type Actor } from "./actor";
import { voidResetLinks } from "./password-reset";
import { revokeSession, revokeUserSessions } from "./session-store";
import { publicUser, type PublicUser } from "./users";

/**
 * A user who signed in without choosing an account type (first LinkedIn sign-in)
 * chooses it once. The type decides every permission, so it is never changed
 * here afterwards: the UPDATE only matches a row whose type is still empty.
 */
export async function chooseAccountType(actor: Actor | null, userType: UserType, name?: string): Promise<PublicUser> {
  const me = requireUser(actor);
  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    const [chosen] = await tx
      .update(users)
      .set({
        userType,
        ...(name?.trim() ? { name: name.trim() } : {}),
        // A company's or agency's photo is its logo on every job and card (spec §3): the person's LinkedIn picture,
        // the only photo an account can have before its type is chosen, is not one. An upload of its own is kept.
        ...(userType === "CANDIDATE" ? {} : { photoUrl: sql`case when ${users.photoUrl} like '/api/files/%' then ${users.photoUrl} end` }),
      })
      .where(and(eq(users.id, me.id), isNull(users.userType)))
      .returning();
    // A company or agency is in its directory from the start (lib/profiles/organisation-row.ts).
    if (chosen) await ensureOrganisationRow(tx, chosen);
    return chosen;
  });
  if (!row) throw conflict("Your account type is already chosen.");
  // Now a company or agency: its public page and sitemap entry exist from here on (see registerWithCode).
  if (userType !== "CANDIDATE") organisationChanged({ ownerId: row.id, jobIds: [] });
  return publicUser(row);
}

/**
 * The signed-in user and which sign-ins are on. The actor is already the user's row as of this request
 * (the session's read joins it, lib/auth/session-store.ts sessionActor), so it is not read a second time.
 */
export async function currentUser(actor: Actor | null): Promise<{ user: PublicUser | null; features: { linkedin: boolean } }> {
  return { user: actor ? publicUser(actor) : null, features: { linkedin: features.linkedin } };
}

/** "Sign out": this browser's session ends on the server (the caller's answer clears its cookie); the user's other sessions go on. */
export async function signOutHere(actor: Actor | null): Promise<void> {
  if (actor?.sessionId) await revokeSession(actor.sessionId);
}

/** "Sign out on every device": every session of the signed-in user ends, and so does every reset link mailed before. */
export async function signOutEverywhere(actor: Actor | null): Promise<void> {
  const { id } = requireUser(actor);
  await voidResetLinks(id);
  await revokeUserSessions(id);
}
