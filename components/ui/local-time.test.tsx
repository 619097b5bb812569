import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { formatInstant, LocalTime, serverInstant } from "./local-time";

// 23:30 UTC on 9 March: still the 9th in Honolulu (13:30), already the 10th in Tokyo (08:30).
const LATE = "2026-03-09T23:30:00.000Z";
// 02:00 UTC on 10 March: the 10th in UTC, still the 9th in Honolulu (16:00).
const EARLY = "2026-03-10T02:00:00.000Z";

describe("formatInstant", () => {
  it("gives the date in the viewer's zone, not UTC's", () => {
    expect(formatInstant(LATE, "date", { locale: "en-US", timeZone: "Asia/Tokyo" })).toBe("Mar 10, 2026");
    expect(formatInstant(LATE, "date", { locale: "en-US", timeZone: "Pacific/Honolulu" })).toBe("Mar 9, 2026");
    expect(formatInstant(EARLY, "date", { locale: "en-US", timeZone: "Pacific/Honolulu" })).toBe("Mar 9, 2026");
  });

  it("gives the hour in the viewer's zone and the viewer's locale conventions", () => {
    expect(formatInstant(LATE, "dateTime", { locale: "en-US", timeZone: "Asia/Tokyo" })).toBe("Mar 10, 2026, 8:30 AM");
    expect(formatInstant(LATE, "dateTime", { locale: "en-GB", timeZone: "Pacific/Honolulu" })).toBe("9 Mar 2026, 13:30");
  });

  it("'auto' shows the time for today (today in the viewer's zone) and the date otherwise", () => {
    const now = new Date("2026-03-10T03:00:00.000Z");
    expect(formatInstant(LATE, "auto", { locale: "en-US", timeZone: "Asia/Tokyo", now })).toBe("8:30 AM");
    expect(formatInstant(LATE, "auto", { locale: "en-US", timeZone: "UTC", now })).toBe("Mar 9, 2026");
  });

  it("gives nothing for a missing or broken instant", () => {
    expect(formatInstant("", "dateTime")).toBe("");
    expect(formatInstant("not a date", "date")).toBe("");
  });
});

describe("the server's text", () => {
  it("is English and UTC whatever the server's own zone, and says UTC where it shows an hour", () => {
    expect(serverInstant(LATE, "date")).toBe("Mar 9, 2026");
    expect(serverInstant(LATE, "auto")).toBe("Mar 9, 2026");
    expect(serverInstant(LATE, "dateTime")).toBe("Mar 9, 2026, 11:30 PM UTC");
  });

  it("is what LocalTime renders on the server, with the instant in dateTime for the browser", () => {
    expect(renderToString(<LocalTime iso={LATE} style="dateTime" className="x" />)).toBe(
      `<time dateTime="${LATE}" class="x">Mar 9, 2026, 11:30 PM UTC</time>`,
    );
  });
});
