import type { UserType } from "@/db/schema";
import { forbidden, unauthenticated } from "@/lib/errors";

/** Who is acting: every use case takes one (or null for a guest) and decides. */
export type Actor = {
  id: number;
  email: string;
  name: string;
  /** null until the user has chosen an account type. */
  userType: UserType | null;
  /** The server-side session this actor came with (absent for actors made in tests or scripts). */
  sessionId?: string;
};

export type Recruiter = Actor & { userType: "COMPANY" | "RECRUIMENTAGENCY" };
export type Candidate = Actor & { userType: "CANDIDATE" };

export function requireUser(actor: Actor | null): Actor {
  if (!actor) throw unauthenticated();
  return actor;
}

export function requireType<T extends UserType>(actor: Actor | null, types: readonly T[]): Actor & { userType: T } {
  const user = requireUser(actor);
  if (!user.userType || !types.includes(user.userType as T)) {
    throw forbidden("Your account type cannot do this.");
  }
  return user as Actor & { userType: T };
}

export type Typed = Actor & { userType: UserType };

/** A user who has chosen an account type (everything but the type chooser needs one). */
export function requireTyped(actor: Actor | null): Typed {
  const user = requireUser(actor);
  if (!user.userType) throw forbidden("Choose your account type first.");
  return user as Typed;
}

export const requireCandidate = (actor: Actor | null): Candidate => requireType(actor, ["CANDIDATE"]);
export const requireRecruiter = (actor: Actor | null): Recruiter =>
  requireType(actor, ["COMPANY", "RECRUIMENTAGENCY"]);

export const isRecruiterType = (t: UserType | null | undefined): t is "COMPANY" | "RECRUIMENTAGENCY" =>
  t === "COMPANY" || t === "RECRUIMENTAGENCY";
