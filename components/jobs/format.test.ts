import { describe, expect, it } from "vitest";
import { workplaceParts } from "./format";

describe("workplaceParts", () => {
  it("gives the location and the workplace type as parts of their own", () => {
    expect(workplaceParts({ location: "دبي، الإمارات", jobType: "Hybrid" })).toEqual(["دبي، الإمارات", "Hybrid"]);
  });

  it("says Remote once when the location already says it, and what is missing when nothing is given", () => {
    expect(workplaceParts({ location: "Remote", jobType: "Remote" })).toEqual(["Remote"]);
    expect(workplaceParts({ location: null, jobType: "On-site" })).toEqual(["On-site"]);
    expect(workplaceParts({ location: "", jobType: null })).toEqual(["Location not given"]);
  });
});
