/**
 * The form's new value for a field saved elsewhere on the page (a resume proposal accepted): `saved` is
 * what the server now holds, `before` what the form last knew it held, `current` what the form shows.
 * A list keeps the user's unsaved additions and removals and gains what the server gained; any other
 * value becomes the saved one, since accepting it was the user's choice for that field.
 */
export function mergeSaved(current: unknown, before: unknown, saved: unknown): unknown {
  if (!Array.isArray(saved) || !Array.isArray(current)) return saved;
  const fold = (v: unknown) => String(v).toLowerCase();
  const known = new Set([...(Array.isArray(before) ? before : []), ...current].map(fold));
  return [...current, ...saved.filter((v) => !known.has(fold(v)))];
}
