import { describe, expect, it } from "vitest";
import { firstSearchRole } from "./user-search";

describe("the people search's first account type", () => {
  it("is candidates for a company or an agency, companies for a candidate", () => {
    expect(firstSearchRole("COMPANY")).toBe("CANDIDATE");
    expect(firstSearchRole("RECRUIMENTAGENCY")).toBe("CANDIDATE");
    expect(firstSearchRole("CANDIDATE")).toBe("COMPANY");
    expect(firstSearchRole(null)).toBe("COMPANY");
  });
});
