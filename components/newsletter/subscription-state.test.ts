import { describe, expect, it } from "vitest";
import { initialSubscription, subscriptionReducer as reduce, type SubscriptionAction } from "./subscription-state";

const run = (...actions: SubscriptionAction[]) => actions.reduce(reduce, initialSubscription);

describe("subscription state (spec §3/§4)", () => {
  it("pending sets loading; fulfilled clears loading and error, sets success and stores the message", () => {
    expect(run({ type: "pending" })).toMatchObject({ loading: true, success: false, error: false });
    expect(run({ type: "rejected", message: "x" }, { type: "pending" }, { type: "fulfilled", message: "Thanks" })).toEqual({
      loading: false,
      error: false,
      success: true,
      message: "Thanks",
      valid: false,
    });
  });

  it("rejected clears loading, sets error and stores the rejection's message", () => {
    expect(run({ type: "pending" }, { type: "rejected", message: "The email is already subscribed" })).toMatchObject({
      loading: false,
      error: true,
      message: "The email is already subscribed",
    });
  });

  it("has the two manual resets, each touching only its flag", () => {
    const failed = run({ type: "rejected", message: "Failed: Try again after some time!" });
    expect(reduce(failed, { type: "clearError" })).toEqual({ ...failed, error: false });
    const done = run({ type: "fulfilled", message: "ok" });
    expect(reduce(done, { type: "resetSuccess" })).toEqual({ ...done, success: false });
  });

  it("records whether the address is valid", () => {
    expect(run({ type: "validated", valid: true }).valid).toBe(true);
  });
});
