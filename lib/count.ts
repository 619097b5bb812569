/**
 * "1 company", "2,500 companies": a number with its noun, singular for exactly one.
 * `many` defaults to `one` + "s"; irregular plurals ("company" → "companies") are given.
 */
export function countOf(n: number, one: string, many = `${one}s`): string {
  return `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;
}

/**
 * A list's count that stops at a cap (lib/jobs/queries.ts, lib/directories/paging.ts): exact, or
 * `total` is the cap plus one and it reads "More than <cap> …".
 */
export function cappedCountOf(total: number, exact: boolean, one: string, many = `${one}s`): string {
  return exact ? countOf(total, one, many) : `More than ${countOf(total - 1, one, many)}`;
}
