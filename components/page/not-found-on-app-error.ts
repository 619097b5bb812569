import "server-only";
import { notFound } from "next/navigation";
import { isAppError } from "@/lib/errors";

/**
 * For a page's `.catch()`: a use case's refusal (not found, not yours, wrong
 * type) renders the not-found page with a 404; anything else stays an error.
 */
export function notFoundOnAppError(error: unknown): never {
  if (isAppError(error)) notFound();
  throw error;
}
