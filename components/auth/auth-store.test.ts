import { describe, expect, it, vi } from "vitest";
import { createAuthStore, LOADING } from "./auth-store";

describe("createAuthStore", () => {
  it("starts loading and keeps the same snapshot until it is set (useSyncExternalStore compares by identity)", () => {
    const store = createAuthStore();
    expect(store.get()).toBe(LOADING);
    expect(store.get()).toBe(store.get());
  });

  it("tells every subscriber of a change, and no one who unsubscribed", () => {
    const store = createAuthStore();
    const a = vi.fn();
    const b = vi.fn();
    store.subscribe(a);
    const unsubscribeB = store.subscribe(b);
    const signedIn = { user: { id: 7, email: "a@b.c", name: "A", userType: "CANDIDATE" as const }, status: "authenticated" as const };
    store.set(signedIn);
    expect(store.get()).toBe(signedIn);
    expect([a.mock.calls.length, b.mock.calls.length]).toEqual([1, 1]);
    unsubscribeB();
    store.set({ user: null, status: "unauthenticated" });
    expect([a.mock.calls.length, b.mock.calls.length]).toEqual([2, 1]);
    expect(store.get().status).toBe("unauthenticated");
  });

  it("gives each provider its own store", () => {
    const one = createAuthStore();
    const two = createAuthStore();
    one.set({ user: null, status: "unauthenticated" });
    expect(two.get()).toBe(LOADING);
  });
});
