import { describe, expect, it, vi } from "vitest";
import { afterSessionRead, createAuthStore, LOADING } from "./auth-store";

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
    const signedIn = { user: { id: 7, email: "a@b.c", name: "A", userType: "CANDIDATE" as const }, status: "authenticated" as const, sessionEnded: false };
    store.set(signedIn);
    expect(store.get()).toBe(signedIn);
    expect([a.mock.calls.length, b.mock.calls.length]).toEqual([1, 1]);
    unsubscribeB();
    store.set({ user: null, status: "unauthenticated", sessionEnded: false });
    expect([a.mock.calls.length, b.mock.calls.length]).toEqual([2, 1]);
    expect(store.get().status).toBe("unauthenticated");
  });

  it("gives each provider its own store", () => {
    const one = createAuthStore();
    const two = createAuthStore();
    one.set({ user: null, status: "unauthenticated", sessionEnded: false });
    expect(two.get()).toBe(LOADING);
  });
});

describe("afterSessionRead", () => {
  const user = { id: 7, email: "a@b.c", name: "A", userType: "CANDIDATE" as const };
  const signedIn = { user, status: "authenticated" as const, sessionEnded: false };
  const guest = { user: null, status: "unauthenticated" as const, sessionEnded: false };

  it("says the session ended when a signed-in page finds none (signed out elsewhere, expired)", () => {
    expect(afterSessionRead(signedIn, null)).toEqual({ user: null, status: "unauthenticated", sessionEnded: true });
  });

  it("keeps saying so on later reads until the user is signed in again", () => {
    const ended = afterSessionRead(signedIn, null);
    expect(afterSessionRead(ended, null).sessionEnded).toBe(true);
    expect(afterSessionRead(ended, user)).toEqual(signedIn);
  });

  it("never tells a guest, or a page still loading, that a session ended", () => {
    expect(afterSessionRead(LOADING, null).sessionEnded).toBe(false);
    expect(afterSessionRead(guest, null).sessionEnded).toBe(false);
    expect(afterSessionRead(LOADING, user)).toEqual(signedIn);
  });
});
