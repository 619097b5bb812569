/**
 * A value kept outside React's tree and read with `useSyncExternalStore`: `get` returns the same
 * value until `set` replaces it (React compares snapshots by identity), and every subscriber hears
 * of each `set`. The sign-in state (components/auth/auth-store.ts) and the toast area's demand
 * flag (components/layout/toast-demand.ts) are such stores.
 */
export type Store<T> = {
  get: () => T;
  set: (next: T) => void;
  subscribe: (listener: () => void) => () => void;
};

export function createStore<T>(initial: T): Store<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
