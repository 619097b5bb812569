import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { AuthProvider, useAuth } from "./auth-provider";

// The provider uses the App Router for navigation; outside Next there is none.
vi.mock("next/navigation", () => ({ useRouter: () => ({ replace: vi.fn(), refresh: vi.fn() }) }));

function Probe() {
  const { status, user } = useAuth();
  return <p>{`${status}:${user ? user.email : "nobody"}`}</p>;
}

describe("useAuth", () => {
  it("throws the spec's message outside an AuthProvider (spec §8)", () => {
    expect(() => renderToString(<Probe />)).toThrow("useAuth must be used within an AuthProvider");
  });

  it("reports the loading state until the session is known", () => {
    expect(renderToString(<AuthProvider><Probe /></AuthProvider>)).toContain("loading:nobody");
  });
});
