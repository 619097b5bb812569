import "server-only";
import { notFound } from "next/navigation";

/** Ids in paths (jobId, companyId, chatId) are whole numbers (spec); anything else is an unknown page. */
export function wholeNumberOrNotFound(value: string): number {
  if (!/^\d{1,15}$/.test(value)) notFound();
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n <= 0) notFound();
  return n;
}
