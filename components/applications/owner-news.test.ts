import { describe, expect, it } from "vitest";
import { APPLICATION_RECEIVED_EVENT, APPLICATION_WITHDRAWN_EVENT, APPLICATIONS_CHANGED_EVENT } from "@/lib/realtime/channels";
import { changesBoard, describeBoardNews, ownerNews } from "./owner-news";

describe("what a job's owner hears", () => {
  const data = { jobId: 7, jobTitle: "Go developer", applicationId: 31 };
  it("tells an application and a withdrawal apart, and ignores the rest of the owner's channel", () => {
    expect(ownerNews({ id: 1, channel: "user:3", type: APPLICATION_RECEIVED_EVENT, data })).toEqual({ kind: "received", ...data });
    expect(ownerNews({ id: 2, channel: "user:3", type: APPLICATION_WITHDRAWN_EVENT, data })).toEqual({ kind: "withdrawn", ...data });
    expect(ownerNews({ id: 3, channel: "user:3", type: APPLICATIONS_CHANGED_EVENT, data: { applications: [] } })).toBeNull();
    expect(ownerNews({ id: 4, channel: "user:3", type: "conversation", data: null })).toBeNull();
  });

  it("is news for a board only if the board would change: a new application it lacks, a withdrawn one it shows", () => {
    const board = { shown: new Set([31, 32]), takesNew: true };
    expect(changesBoard({ kind: "received", ...data, applicationId: 33 }, board)).toBe(true);
    // Logged after the commit: the board was rendered in between and already lists it.
    expect(changesBoard({ kind: "received", ...data }, board)).toBe(false);
    expect(changesBoard({ kind: "withdrawn", ...data }, board)).toBe(true);
    expect(changesBoard({ kind: "withdrawn", ...data, applicationId: 40 }, board)).toBe(false);
    // A view of Accepted applications only: a new one does not belong in it.
    expect(changesBoard({ kind: "received", ...data, applicationId: 33 }, { ...board, takesNew: false })).toBe(false);
  });

  it("counts what the board holds back, in words", () => {
    expect(describeBoardNews(["received"])).toBe("1 new application since this list was loaded.");
    expect(describeBoardNews(["received", "received"])).toBe("2 new applications since this list was loaded.");
    expect(describeBoardNews(["withdrawn"])).toBe("1 withdrawal since this list was loaded.");
    expect(describeBoardNews(["received", "withdrawn", "received", "withdrawn"])).toBe("2 new applications and 2 withdrawals since this list was loaded.");
  });
});
