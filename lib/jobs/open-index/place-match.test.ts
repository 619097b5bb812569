import { describe, expect, it } from "vitest";
import { placeMatcher } from "./place-match";

const PLACES = ["london, united kingdom", "remote (uk)", "kyiv, ukraine", "austin, tx, united states", "remote - us", "new york, usa", "dubai, uae", "berlin, germany"];
const matched = (needle: string) => PLACES.filter(placeMatcher(needle));

describe("the location filter's match", () => {
  it("finds a place by any of its names, a short one only as a whole word", () => {
    expect(matched("uk")).toEqual(["london, united kingdom", "remote (uk)"]);
    expect(matched("united kingdom")).toEqual(["london, united kingdom", "remote (uk)"]);
    expect(matched("united states")).toEqual(["austin, tx, united states", "remote - us", "new york, usa"]);
    expect(matched("usa")).toEqual(matched("united states"));
    expect(matched("united arab emirates")).toEqual(["dubai, uae"]);
  });

  it("matches any other text anywhere in the place, as typed", () => {
    expect(matched("ukr")).toEqual(["kyiv, ukraine"]);
    expect(matched("lon")).toEqual(["london, united kingdom"]);
    expect(matched("ber")).toEqual(["berlin, germany"]);
    expect(matched("")).toEqual(PLACES);
  });
});
