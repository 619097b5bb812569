import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { assistantChats, jobs } from "@/db/schema";
import { call } from "../helpers/api";
import { makeActor } from "../helpers/actors";
import { GOOD_PASSWORD, codesFor, lastCodeFor, uniqueEmail } from "../helpers/auth-data";

/**
 * The malformed requests that answered 500 before (issue: "130 of 4,825
 * malformed requests got a 500"), one per kind of stored string and per bound.
 * Each must be a 400 with a readable message, and nothing may be consumed.
 */
const NUL = "bad\u0000text";
const SURROGATE = "bad\ud800text";
const CLEAN_TEXT = "Text may not contain NUL characters or unpaired surrogates.";

type Act = Awaited<ReturnType<typeof makeActor>>;
let company: Act;
let candidate: Act;
let jobId: number;
let chatId: string;

beforeAll(async () => {
  company = await makeActor("COMPANY");
  candidate = await makeActor("CANDIDATE");
  const db = await getDb();
  const [chat] = await db.insert(assistantChats).values({ ownerId: company.id }).returning();
  const [job] = await db.insert(jobs).values({ ownerId: company.id, jobTitle: "Hostile input tester", jobStatus: "Open" }).returning();
  jobId = job!.id;
  chatId = chat!.id;
});

describe("NUL and lone surrogates in every kind of stored string are a 400", () => {
  const cases = () =>
    [
      ["a job field", "POST", "/web/common/job/createjobpost", { jobTitle: "Engineer", location: NUL }, company],
      ["an edited job field", "PATCH", `/web/common/job/updatealljobfields/${jobId}`, { jobDescription: SURROGATE }, company],
      ["a personal message", "POST", "/web/common/candidateJob/ApplytoJob", { jobId, personalMessage: NUL }, candidate],
      ["a chat name", "PUT", "/web/common/chat/change-chatname", { chatid: chatId, chatname: NUL }, company],
      ["assistant input", "POST", "/web/common/chat/chatapi", { message: SURROGATE }, company],
      ["a skill in a list", "POST", "/web/common/job/createjobpost", { jobTitle: "Engineer", requiredSkills: ["Go", NUL] }, company],
      ["an account name", "POST", "/web/common/auth/account-type", { userType: "CANDIDATE", name: NUL }, candidate],
    ] as const;

  it.each([0, 1, 2, 3, 4, 5, 6])("case %i", async (i) => {
    const [, method, path, body, who] = cases()[i]!;
    const res = await call(method, path, { body, bearer: who.token });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: { code: "VALIDATION_FAILED" }, message: CLEAN_TEXT });
  });

  it("stores nothing for a refused job and leaves the chat name as it was", async () => {
    const db = await getDb();
    const mine = await db.select().from(jobs).where((await import("drizzle-orm")).eq(jobs.ownerId, company.id));
    expect(mine.map((j) => j.jobTitle)).toEqual(["Hostile input tester"]);
    const [chat] = await db.select().from(assistantChats).where((await import("drizzle-orm")).eq(assistantChats.id, chatId));
    expect(chat!.chatName).toBe("New chat");
  });
});

describe("validation happens before anything is consumed", () => {
  it("a registration with NUL in the name does not use up the e-mailed code", async () => {
    const email = uniqueEmail("nul-name");
    await call("POST", "/web/common/auth/send-otp", { body: { email, purpose: "register" } });
    const code = await lastCodeFor(email);
    const bad = await call("POST", "/web/common/auth/verify-otp", { body: { email, code, purpose: "register", password: GOOD_PASSWORD, userType: "CANDIDATE", name: NUL } });
    expect(bad.status).toBe(400);
    const [row] = await codesFor(email, "register");
    expect(row!.consumedAt).toBeNull();
    expect(row!.attempts).toBe(0);
    const good = await call("POST", "/web/common/auth/verify-otp", { body: { email, code, purpose: "register", password: GOOD_PASSWORD, userType: "CANDIDATE", name: "Clean" } });
    expect(good.status).toBe(200);
  });
});

describe("bounds on the public search", () => {
  it.each(["0000-01-01", "9999-12-31", "2024-02-30", "1969-12-31"])("a date of %s is a 400 with a message", async (date) => {
    const res = await call("GET", `/web/common/job/searchjobsfilter?updatedFrom=${date}&updatedTo=2025-01-01`);
    expect(res.status).toBe(400);
    expect(typeof res.body.message).toBe("string");
  });

  it.each(["1.99999999999", "99999999999999999.1", "-99999999999999999.1", "1.0"])("an out-of-range cursor %s is a 400", async (after) => {
    const res = await call("GET", `/web/common/job/searchjobsfilter?after=${after}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("after must be a cursor from a previous answer");
  });

  it("a cursor inside the bounds still pages", async () => {
    const res = await call("GET", `/web/common/job/searchjobsfilter?after=${Date.now() * 1000}.2147483647`);
    expect(res.status).toBe(200);
  });
});
