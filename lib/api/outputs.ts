import { z } from "zod";
import { USER_TYPES } from "@/db/enums";

/**
 * Pieces of the answers the contract's `output` schemas are built from. They
 * describe what a client can rely on (the OpenAPI document publishes them, and
 * the integration tests check real answers against them); objects are not
 * strict, so a field added later does not break an older client.
 */
export const isoTime = z.string().describe("ISO 8601 time");
export const messageOnly = z.object({ message: z.string() });
export const publicUserOutput = z.object({ id: z.number().int(), email: z.string(), name: z.string(), userType: z.enum(USER_TYPES).nullable() });
/** A 10-per-page list: the spec's job-list fields (§3). */
export const pageOf = <T extends z.ZodType>(key: string, item: T) =>
  z.object({ [key]: z.array(item), currentPage: z.number().int(), totalPages: z.number().int() });
