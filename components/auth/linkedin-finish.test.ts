import { describe, expect, it, vi } from "vitest";
import type { ApiUser } from "./auth-api";
import { homePathFor } from "./home-path";
import { finishLinkedIn } from "./linkedin-finish";

const user = (userType: ApiUser["userType"]): ApiUser => ({ id: 7, email: "ada@example.com", name: "Ada", userType });

/** The flow with recording steps; `answer` is what POST /web/common/auth/linkedin gives back. */
function run(params: Parameters<typeof finishLinkedIn>[0], answer: Awaited<ReturnType<Parameters<typeof finishLinkedIn>[1]["signIn"]>>) {
  const steps = { signIn: vi.fn(async () => answer), greet: vi.fn(), go: vi.fn(async () => {}), fail: vi.fn() };
  return { steps, done: finishLinkedIn(params, steps) };
}

const signedIn = (userType: ApiUser["userType"], callbackUrl: string | null) =>
  ({ ok: true, message: "Login Successful", data: { message: "Login Successful", user: user(userType), isRegistered: userType !== null, callbackUrl } }) as const;

describe("finishLinkedIn", () => {
  it("takes a first sign-in (no account type yet) to /register, keeping the page it started from, and greets", async () => {
    const { steps, done } = run({ code: "c", state: "s" }, signedIn(null, "/jobs/3"));
    await done;
    expect(steps.signIn).toHaveBeenCalledWith("c", "s");
    expect(steps.greet).toHaveBeenCalledTimes(1);
    expect(steps.go).toHaveBeenCalledWith(`${homePathFor(null)}?callbackUrl=${encodeURIComponent("/jobs/3")}`);
    expect(steps.fail).not.toHaveBeenCalled();
  });

  it("takes a typed account back to the page it started from, or home when it started from none", async () => {
    const back = run({ code: "c", state: "s" }, signedIn("CANDIDATE", "/jobs/3"));
    await back.done;
    expect(back.steps.go).toHaveBeenCalledWith("/jobs/3");
    expect(back.steps.greet).toHaveBeenCalledTimes(1);

    const home = run({ code: "c", state: "s" }, signedIn("COMPANY", "/"));
    await home.done;
    expect(home.steps.go).toHaveBeenCalledWith(homePathFor("COMPANY"));
  });

  it("says why when the API refuses, without greeting or going anywhere", async () => {
    const { steps, done } = run({ code: "c", state: "s" }, { ok: false, status: 400, message: "The sign-in expired: start again.", fields: {} });
    await done;
    expect(steps.fail).toHaveBeenCalledWith("The sign-in expired: start again.");
    expect(steps.greet).not.toHaveBeenCalled();
    expect(steps.go).not.toHaveBeenCalled();
  });

  it("does not call the API when LinkedIn sent an error or an incomplete answer", async () => {
    const refused = run({ providerError: "user_cancelled_login", state: "s" }, signedIn("CANDIDATE", null));
    await refused.done;
    expect(refused.steps.fail).toHaveBeenCalledWith("LinkedIn did not sign you in.");

    const incomplete = run({ code: "c" }, signedIn("CANDIDATE", null));
    await incomplete.done;
    expect(incomplete.steps.fail).toHaveBeenCalledWith("The LinkedIn answer is incomplete.");
    for (const { steps } of [refused, incomplete]) {
      expect(steps.signIn).not.toHaveBeenCalled();
      expect(steps.greet).not.toHaveBeenCalled();
    }
  });
});
