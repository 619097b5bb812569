import { describe, expect, it } from "vitest";
import { get, post } from "../helpers/api";

describe("LinkedIn sign-in without LINKEDIN_CLIENT_ID/SECRET", () => {
  it("is hidden: both endpoints answer 404 and /me says it is off", async () => {
    const start = await get("/linkedin/start");
    expect(start.status).toBe(404);
    expect(start.body.message).toBe("LinkedIn sign-in is not configured.");
    const finish = await post("/linkedin", { code: "abc", state: "def" });
    expect(finish.status).toBe(404);
    expect(finish.body).toEqual({
      error: { code: "NOT_FOUND", message: "LinkedIn sign-in is not configured.", requestId: expect.any(String) },
      message: "LinkedIn sign-in is not configured.",
    });
    expect((await get("/me")).body.features).toEqual({ linkedin: false });
  });
});
