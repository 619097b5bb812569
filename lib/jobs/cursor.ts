/**
 * The keyset cursor of the job lists, "<updated_at in epoch microseconds>.<id>" —
 * full precision, so no row is skipped. Free of database imports: the schemas
 * (and so the browser's forms) validate it; lib/jobs/search.ts turns it into SQL.
 */
export const CURSOR_PATTERN = /^-?\d{1,17}\.\d{1,10}$/;

export function parseCursor(cursor: string): { micros: string; id: number } {
  const [micros, id] = cursor.split(".");
  return { micros: micros!, id: Number(id) };
}
