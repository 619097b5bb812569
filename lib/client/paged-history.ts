/**
 * Spec §4 "Paged chat history: page 1 replaces; later pages prepend older
 * messages, de-duplicated by id" — one rule for the assistant's history and the
 * people chat. Ids only grow, so an id already shown is never shown twice when a
 * message arriving between two page reads shifts the pages by one.
 */
export function mergeHistoryPage<T extends { id?: number }>(current: readonly T[], loaded: readonly T[], page: number): T[] {
  if (page === 1) return [...loaded];
  const known = new Set(current.flatMap((m) => (m.id === undefined ? [] : [m.id])));
  return [...loaded.filter((m) => m.id === undefined || !known.has(m.id)), ...current];
}
