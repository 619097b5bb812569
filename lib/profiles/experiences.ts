import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { experiences } from "@/db/schema";
import { requireCandidate, type Actor } from "@/lib/auth/actor";
import { AppError, notFound } from "@/lib/errors";
import { rescoreCandidateLater } from "@/lib/applications/match";
import { experienceColumns, type ExperienceDto } from "./load";
import type { Tx } from "@/db/client";
import { lockUserList } from "./list-lock";
import { experienceKey, type Experience } from "./schemas";

/** Enough for any career; bounds what one account can store. */
export const MAX_EXPERIENCES = 50;

/** Runs `work` in a transaction holding the lock on the user's experiences. */
async function withExperiences<T>(userId: number, work: (tx: Tx) => Promise<T>): Promise<T> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await lockUserList(tx, "experiences", userId);
    return work(tx);
  });
}

/**
 * The caller's other experiences, refusing `input` when it is one of them again (same title, company and
 * start month, whatever the case or spacing): accepting a resume's role twice must not list it twice.
 */
async function othersThan(db: Tx, userId: number, input: Experience, exceptId?: number) {
  const mine = await db.select({ id: experiences.id, title: experiences.title, company: experiences.company, startDate: experiences.startDate }).from(experiences).where(eq(experiences.userId, userId));
  const others = mine.filter((e) => e.id !== exceptId);
  const key = experienceKey(input);
  if (others.some((e) => experienceKey(e) === key)) throw new AppError("CONFLICT", "This role is already on your profile (same title, company and start month).");
  return others;
}

/** POST upload-experiences: one experience added to the caller's profile (spec: → experience). */
export async function addExperience(actor: Actor | null, input: Experience): Promise<{ message: string; experience: ExperienceDto }> {
  const me = requireCandidate(actor);
  const experience = await withExperiences(me.id, async (tx) => {
    if ((await othersThan(tx, me.id, input)).length >= MAX_EXPERIENCES) throw new AppError("CONFLICT", `A profile can list at most ${MAX_EXPERIENCES} experiences.`);
    const [row] = await tx.insert(experiences).values({ ...input, userId: me.id }).returning(experienceColumns);
    return row;
  });
  rescoreCandidateLater(me.id);
  return { message: "Experience added.", experience: experience! };
}

export async function updateExperience(actor: Actor | null, id: number, input: Experience): Promise<{ message: string; experience: ExperienceDto }> {
  const me = requireCandidate(actor);
  const [experience] = await withExperiences(me.id, async (tx) => {
    await othersThan(tx, me.id, input, id);
    return tx.update(experiences).set(input).where(and(eq(experiences.id, id), eq(experiences.userId, me.id))).returning(experienceColumns);
  });
  if (!experience) throw notFound("Experience not found.");
  rescoreCandidateLater(me.id);
  return { message: "Experience updated.", experience };
}

export async function deleteExperience(actor: Actor | null, id: number): Promise<{ message: string }> {
  const me = requireCandidate(actor);
  const db = await getDb();
  const gone = await db.delete(experiences).where(and(eq(experiences.id, id), eq(experiences.userId, me.id))).returning({ id: experiences.id });
  if (!gone.length) throw notFound("Experience not found.");
  rescoreCandidateLater(me.id);
  return { message: "Experience deleted." };
}
