import { describe, expect, it } from "vitest";
import { afterLinkedInPath, afterSignInPath, authPageHref, homePathFor, isAccountType } from "./home-path";

describe("homePathFor", () => {
  it("sends each account type to its home", () => {
    expect(homePathFor("CANDIDATE")).toBe("/jobs");
    expect(homePathFor("COMPANY")).toBe("/dashboard");
    expect(homePathFor("RECRUIMENTAGENCY")).toBe("/dashboard");
    expect(homePathFor(null)).toBe("/register");
  });
});

describe("afterSignInPath", () => {
  it("follows a same-site return address with its query", () => {
    expect(afterSignInPath("/jobs/12?tab=a", "CANDIDATE")).toBe("/jobs/12?tab=a");
  });

  it.each(["https://evil.test/x", "//evil.test/x", "/\\evil.test", "javascript:alert(1)", "jobs", "", null])(
    "goes home instead of %j",
    (raw) => {
      expect(afterSignInPath(raw, "COMPANY")).toBe("/dashboard");
    },
  );

  it("never loops back to the sign-in screens", () => {
    expect(afterSignInPath("/login?callbackUrl=/jobs", "CANDIDATE")).toBe("/jobs");
    expect(afterSignInPath("/register", "RECRUIMENTAGENCY")).toBe("/dashboard");
  });

  it("asks a user without an account type to choose one first", () => {
    expect(afterSignInPath("/jobs", null)).toBe("/register");
  });
});

describe("afterLinkedInPath", () => {
  it("returns to the page sign-in started from, and home when none was given ('/')", () => {
    expect(afterLinkedInPath("/appliedjobs?page=1#x", "CANDIDATE")).toBe("/appliedjobs?page=1#x");
    expect(afterLinkedInPath("/", "CANDIDATE")).toBe("/jobs");
    expect(afterLinkedInPath(undefined, "COMPANY")).toBe("/dashboard");
  });

  it("sends a first sign-in (no account type yet) to choose one, keeping the page it started from", () => {
    expect(afterLinkedInPath("/jobdetails/7?ref=share", null)).toBe(`/register?callbackUrl=${encodeURIComponent("/jobdetails/7?ref=share")}`);
    expect(afterLinkedInPath("/", null)).toBe("/register");
    expect(afterLinkedInPath("//evil.example", null)).toBe("/register");
    expect(afterLinkedInPath("/register", null)).toBe("/register");
  });
});

describe("isAccountType", () => {
  it("accepts exactly the three spec spellings", () => {
    expect(["CANDIDATE", "COMPANY", "RECRUIMENTAGENCY"].every(isAccountType)).toBe(true);
    expect(isAccountType("RECRUITMENTAGENCY")).toBe(false);
    expect(isAccountType(undefined)).toBe(false);
  });
});

describe("authPageHref", () => {
  it("keeps the page to come back to when moving between sign-in and registration", () => {
    expect(authPageHref("/register", "/jobs/12")).toBe("/register?callbackUrl=%2Fjobs%2F12");
    expect(authPageHref("/login", "/recruitersocial?search=data")).toBe("/login?callbackUrl=%2Frecruitersocial%3Fsearch%3Ddata");
  });

  it.each([undefined, "", "/", "/login", "/register?callbackUrl=/jobs", "/forgot", "/passwordChange", "/auth/linkedin/callback", "//evil.test/x", "https://evil.test"])(
    "keeps nothing for %j",
    (from) => {
      expect(authPageHref("/login", from)).toBe("/login");
    },
  );
});
