import { z } from "zod";

/** The largest value of a Postgres `integer` (every primary key here, and the counts stored beside them). */
export const MAX_INT = 2_147_483_647;

/**
 * A row's id as a path, query or body sends it ("12" or 12): a whole number from 1 to MAX_INT,
 * else `${what} must be a whole number` (or `is too large`) — a 400 naming the field, never a
 * database error for a number the column cannot hold.
 */
export const idParam = (what: string) =>
  z.coerce.number({ error: `${what} must be a whole number` }).int(`${what} must be a whole number`).min(1, `${what} must be a whole number`).max(MAX_INT, `${what} is too large`);
