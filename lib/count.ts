/**
 * "1 company", "2,500 companies": a number with its noun, singular for exactly one.
 * `many` defaults to `one` + "s"; irregular plurals ("company" → "companies") are given.
 */
export function countOf(n: number, one: string, many = `${one}s`): string {
  return `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;
}
