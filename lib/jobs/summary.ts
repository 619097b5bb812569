import { markdownToText } from "@/lib/markdown/render";

/** A line of facts joined by "·" ("**Acme** · Hybrid · Berlin, Germany · Full-time"), not a sentence. */
const FACTS_LINE = /^[^\n.!?]*\s·\s[^\n.!?]*$/;

/**
 * What a search result or a shared link says of a job: the description's first words, without its
 * headings ("About the role") and without the line of facts the assistant writes under the title — the
 * meta description already names the title, company and place, and said them twice.
 */
export function jobSummary(body: string | null, max = 160): string {
  const lines = (body ?? "").split("\n").filter((line) => !/^\s*#{1,6}[ \t]/.test(line));
  const first = lines.findIndex((line) => line.trim() !== "");
  if (first >= 0 && FACTS_LINE.test(lines[first]!.trim())) lines.splice(first, 1);
  return markdownToText(lines.join("\n"), max);
}
