import { describe, expect, it } from "vitest";
import { decide } from "@/lib/auth/route-table";
import { isCurrent, navLinksFor } from "./nav-links";

const labels = (...args: Parameters<typeof navLinksFor>) => navLinksFor(...args).map((l) => l.label);

describe("navLinksFor", () => {
  it("gives each kind of visitor its own links", () => {
    expect(labels(false, null)).toEqual(["How it works", "Explore recruiters"]);
    expect(labels(true, "CANDIDATE")).toEqual(["Jobs", "Companies", "Recruiters", "Applied jobs", "Chat", "Profile"]);
    const recruiter = ["Dashboard", "Manage jobs", "Applicants", "Companies", "Agencies", "Recruiters", "Chat", "Profile"];
    expect(labels(true, "COMPANY")).toEqual(recruiter);
    expect(labels(true, "RECRUIMENTAGENCY")).toEqual(recruiter);
    expect(labels(true, null)).toEqual(["Choose account type"]);
  });

  it("only links to pages the route table lets that visitor open", () => {
    for (const userType of ["CANDIDATE", "COMPANY", "RECRUIMENTAGENCY"] as const) {
      for (const link of navLinksFor(true, userType)) {
        expect(decide(link.href, { userType }), `${userType} → ${link.href}`).toEqual({ action: "allow" });
      }
    }
    for (const link of navLinksFor(false, null)) {
      expect(decide(link.href.split("#")[0] || "/", null)).toEqual({ action: "allow" });
    }
  });
});

describe("isCurrent", () => {
  it("marks a section and its sub-pages, not look-alike paths", () => {
    expect(isCurrent("/jobs", "/jobs")).toBe(true);
    expect(isCurrent("/jobs/12", "/jobs")).toBe(true);
    expect(isCurrent("/jobsearch", "/jobs")).toBe(false);
    expect(isCurrent("/", "/#how-it-works")).toBe(false);
  });

  it("marks Profile on one's own page only, and Jobs on a job's detail page", () => {
    expect(isCurrent("/profile", "/profile")).toBe(true);
    expect(isCurrent("/profile/38", "/profile")).toBe(false);
    expect(isCurrent("/jobdetails/7", "/jobs")).toBe(true);
  });
});
