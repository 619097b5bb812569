/** A page number from a screen's URL (`?page=`, `?openPage=` …): a whole number 1–100,000; anything else is page 1. */
export function pageParam(value: string | string[] | undefined): number {
  const n = Math.floor(Number(Array.isArray(value) ? value[0] : value));
  return Number.isFinite(n) ? Math.min(100_000, Math.max(1, n)) : 1;
}
