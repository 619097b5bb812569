import { describe, expect, it } from "vitest";
import { describeChanges } from "./describe-changes";

describe("describeChanges", () => {
  it("names the job and its status when one application moved", () => {
    expect(describeChanges([{ id: 1, jobTitle: "Backend Engineer", status: "Reviewed" }])).toBe("Your application for Backend Engineer is now Reviewed.");
  });

  it("counts a bulk move, naming the status they share", () => {
    const two = [
      { id: 1, jobTitle: "A", status: "Rejected" },
      { id: 2, jobTitle: "B", status: "Rejected" },
    ];
    expect(describeChanges(two)).toBe("2 of your applications are now Rejected.");
    expect(describeChanges([two[0]!, { ...two[1]!, status: "Accepted" }])).toBe("2 of your applications changed status.");
  });
});
