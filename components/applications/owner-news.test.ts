import { describe, expect, it } from "vitest";
import { APPLICATION_RECEIVED_EVENT, APPLICATION_WITHDRAWN_EVENT, APPLICATIONS_CHANGED_EVENT } from "@/lib/realtime/channels";
import { describeBoardNews, ownerNews } from "./owner-news";

describe("what a job's owner hears", () => {
  const data = { jobId: 7, jobTitle: "Go developer" };
  it("tells an application and a withdrawal apart, and ignores the rest of the owner's channel", () => {
    expect(ownerNews({ id: 1, channel: "user:3", type: APPLICATION_RECEIVED_EVENT, data })).toEqual({ kind: "received", ...data });
    expect(ownerNews({ id: 2, channel: "user:3", type: APPLICATION_WITHDRAWN_EVENT, data })).toEqual({ kind: "withdrawn", ...data });
    expect(ownerNews({ id: 3, channel: "user:3", type: APPLICATIONS_CHANGED_EVENT, data: { applications: [] } })).toBeNull();
    expect(ownerNews({ id: 4, channel: "user:3", type: "conversation", data: null })).toBeNull();
  });

  it("counts what the board holds back, in words", () => {
    expect(describeBoardNews(["received"])).toBe("1 new application since this list was loaded.");
    expect(describeBoardNews(["received", "received"])).toBe("2 new applications since this list was loaded.");
    expect(describeBoardNews(["withdrawn"])).toBe("1 withdrawal since this list was loaded.");
    expect(describeBoardNews(["received", "withdrawn", "received", "withdrawn"])).toBe("2 new applications and 2 withdrawals since this list was loaded.");
  });
});
