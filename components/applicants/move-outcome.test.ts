import { describe, expect, it } from "vitest";
import { moveOutcome } from "./move-outcome";

describe("the applicants board's word after a move", () => {
  it("counts what moved and says the candidates are e-mailed", () => {
    expect(moveOutcome(1, 1, "Accepted")).toEqual({ tone: "success", text: "1 application moved to Accepted. The candidate is told by e-mail." });
    expect(moveOutcome(3, 3, "Rejected")).toEqual({ tone: "success", text: "3 applications moved to Rejected. The candidates are told by e-mail." });
  });

  it("says when part of the selection already had the status", () => {
    expect(moveOutcome(1, 3, "Reviewed").text).toBe("1 application moved to Reviewed (2 were already Reviewed). The candidate is told by e-mail.");
    expect(moveOutcome(2, 3, "Reviewed").text).toBe("2 applications moved to Reviewed (1 was already Reviewed). The candidates are told by e-mail.");
  });

  it("moves nothing and mails nobody when every selected application already had it (not '0 applications moved … told by e-mail')", () => {
    expect(moveOutcome(0, 1, "Reviewed")).toEqual({ tone: "info", text: "The selected application was already Reviewed: nothing moved and nobody was e-mailed." });
    expect(moveOutcome(0, 2, "Pending").text).toBe("The selected applications were already Pending: nothing moved and nobody was e-mailed.");
  });
});
