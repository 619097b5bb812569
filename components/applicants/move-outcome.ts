import { countOf } from "@/lib/count";

/**
 * What the applicants board says after a move: the server lists only the applications that
 * changed (those already in the status are left alone and nobody is mailed about them), so the
 * toast counts those and says when some or all of the selection already were there.
 */
export function moveOutcome(moved: number, selected: number, status: string): { tone: "success" | "info"; text: string } {
  if (moved === 0) {
    const which = selected === 1 ? "The selected application was" : "The selected applications were";
    return { tone: "info", text: `${which} already ${status}: nothing moved and nobody was e-mailed.` };
  }
  const already = selected - moved;
  const rest = already > 0 ? ` (${countOf(already, "was", "were")} already ${status})` : "";
  const told = moved === 1 ? "The candidate is" : "The candidates are";
  return { tone: "success", text: `${countOf(moved, "application")} moved to ${status}${rest}. ${told} told by e-mail.` };
}

/** A move that found an application gone (its candidate withdrew it after the board was read): nothing moved. */
export const WITHDRAWN_MEANWHILE = "An application you selected was withdrawn by its candidate, so nothing moved. The list is up to date now: check your selection and move again.";
