import { describe, expect, it } from "vitest";
import { signInReason } from "./sign-in-reason";

describe("signInReason", () => {
  it("tells a guest sent from the job list what signing in gives", () => {
    expect(signInReason("/jobs")).toMatch(/^Sign in to browse open jobs/);
    expect(signInReason("/jobs?page=2")).toMatch(/^Sign in to browse open jobs/);
  });

  it("speaks to recruiters on recruiter pages and to everyone on shared ones", () => {
    expect(signInReason("/managejobs")).toMatch(/^Sign in to post jobs/);
    expect(signInReason("/getalljobs")).toMatch(/^Sign in to see this page/);
  });

  it("keeps the plain welcome without a return address or for public pages", () => {
    expect(signInReason(undefined)).toMatch(/^Welcome back/);
    expect(signInReason("/jobs/12")).toMatch(/^Welcome back/);
  });
});
