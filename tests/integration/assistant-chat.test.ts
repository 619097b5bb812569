import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { assistantChats, assistantMessages, companyProfiles, jobs } from "@/db/schema";
import { emptyState } from "@/lib/assistant/types";
import { call } from "../helpers/api";
import { makeActor } from "../helpers/actors";
import { INTERVIEW, READY, chatApi, runInterview, type Reply } from "./assistant-helpers";

/** The assistant API through the real dispatcher, with the local engine (no settings). */
type Act = Awaited<ReturnType<typeof makeActor>>;
/** `recruiter` runs the interviews: an agency, so the company (its client) is asked like every other field. */
let recruiter: Act, agency: Act, otherCompany: Act, candidate: Act;
let interview: Awaited<ReturnType<typeof runInterview>>;

beforeAll(async () => {
  [recruiter, agency, otherCompany, candidate] = await Promise.all([
    makeActor("RECRUIMENTAGENCY", "Globex HR"),
    makeActor("RECRUIMENTAGENCY", "Hire Partners"),
    makeActor("COMPANY"),
    makeActor("CANDIDATE"),
  ]);
  interview = await runInterview(recruiter.token);
});

const post = <T = Record<string, unknown>>(path: string, token: string, body: unknown) => call<T>("POST", path, { body, bearer: token });
const get = <T = Record<string, unknown>>(path: string, token: string) => call<T>("GET", path, { bearer: token });

describe("the interview (POST chatapi)", () => {
  it("starts a chat, asks one thing at a time and ends with the ready sentence", () => {
    const { replies, last } = interview;
    expect(replies[0]!.category).toBe("answered");
    expect(replies[0]!.next_question).toMatch(/company/i);
    expect(replies.slice(0, -1).every((r) => r.isfinalJD === false)).toBe(true);
    expect(last.isfinalJD).toBe(true);
    expect(last.message).toBe(READY);
    expect(last.chat.enhanced_data).toMatchObject({
      jobTitle: "Senior Backend Engineer",
      companyName: "Globex",
      experienceLevel: "Senior",
      employmentType: "Full-time",
      jobType: "Remote",
      location: "Europe",
      salaryRange: "€90,000–€110,000 a year",
      requiredSkills: ["Go", "PostgreSQL", "Kubernetes"],
      niceToHaves: ["Terraform"],
      tags: ["fintech", "remote"],
    });
    for (const r of replies) {
      expect(Object.keys(r)).toEqual(expect.arrayContaining(["message", "chat", "category", "explanation", "next_question", "isfinalJD", "job_description", "questions", "answers", "response"]));
    }
  });

  it("names the chat after the job title and keeps the same chat for every answer", () => {
    expect(new Set(interview.replies.map((r) => r.chat.id)).size).toBe(1);
    expect(interview.last.chat).toMatchObject({ name: "Senior Backend Engineer", chatName: "Senior Backend Engineer" });
  });

  it("takes a company's own name from its account when it has no profile, and never asks for it", async () => {
    const owner = await makeActor("COMPANY", "Umbrella Labs");
    const res = await chatApi(owner.token, { message: "Data Analyst" });
    expect(res.body.chat.enhanced_data.companyName).toBe("Umbrella Labs");
    expect(res.body.next_question).not.toMatch(/company|client/i);
  });

  it("fills a company's own name into the posting form for a chat stored without it (chats from before the name was stored)", async () => {
    const owner = await makeActor("COMPANY", "Northwind Labs");
    const db = await getDb();
    const [chat] = await db.insert(assistantChats).values({ ownerId: owner.id, enhancedData: { jobTitle: "Data Analyst" }, state: emptyState(), name: "Data Analyst" }).returning();
    const details = await get<{ data: Record<string, unknown> }>(`/web/common/job/job-details/${chat!.id}`, owner.token);
    expect(details.body.data).toMatchObject({ companyName: "Northwind Labs", jobTitle: "Data Analyst" });
  });

  it("asks an agency for the client it hires for", () => {
    expect(interview.replies[0]!.next_question).toMatch(/^Which client are you hiring the Senior Backend Engineer for\?/);
  });

  it("prefills the company name from the company's profile and never asks for it", async () => {
    const owner = await makeActor("COMPANY");
    const db = await getDb();
    await db.insert(companyProfiles).values({ userId: owner.id, companyName: "Initech" });
    const res = await chatApi(owner.token, { message: "Data Analyst" });
    expect(res.body.chat.enhanced_data.companyName).toBe("Initech");
    expect(res.body.next_question).not.toMatch(/company/i);
  });

  it("grades small talk, questions back and off-topic answers with an explanation", async () => {
    const hello = await chatApi(agency.token, { message: "hello" });
    expect(hello.body).toMatchObject({ category: "neutral", explanation: expect.stringMatching(/what role/i) });
    const chatid = hello.body.chat.id;
    const why = await chatApi(agency.token, { message: "what is a job title?", chatid });
    expect(why.body.category).toBe("clarification");
    const off = await chatApi(agency.token, { message: "tell me a joke", chatid });
    expect(off.body).toMatchObject({ category: "off_topic", isfinalJD: false });
    expect(off.body.chat.enhanced_data).toEqual({});
  });

  it("takes an agency's pasted ad as the ad says it, and asks only what it leaves out", async () => {
    const ad =
      "Urgent requirement: Staff Nurse (ICU) for our client St Marys Hospital in Manchester. Band 5, full-time nights, £32,000 - £38,000 per annum. Must have NMC registration and 2 years ICU experience. Duties: patient monitoring, ventilator care, working with consultants. Benefits: NHS pension, 27 days holiday.";
    const res = await chatApi(agency.token, { message: ad });
    expect(res.body.chat.enhanced_data).toMatchObject({
      jobTitle: "Staff Nurse (ICU)",
      companyName: "St Marys Hospital",
      schedule: "Night shifts",
      requiredSkills: ["NMC registration", "2 years ICU experience"],
      responsibilities: ["Patient monitoring", "Ventilator care", "Working with consultants"],
      benefits: ["NHS pension", "27 days of paid holiday"],
    });
    expect(res.body.message).not.toMatch(/skills or tools|day to day|::|: that covers/);
  });

  it("starts a fresh chat when no chatid is sent (New chat)", async () => {
    const res = await chatApi(recruiter.token, { message: "Product Designer", chatid: "" });
    expect(res.status).toBe(200);
    expect(res.body.chat.id).not.toBe(interview.chatId);
    expect(res.body.chat.enhanced_data).toEqual({ jobTitle: "Product Designer" });
  });
});

describe("generation", () => {
  it("refuses to write the description before the interview is finished, saying what is missing", async () => {
    const started = await chatApi(recruiter.token, { message: "QA Engineer" });
    const res = await post("/web/common/chat/generate-finaljd", recruiter.token, { chatid: started.body.chat.id });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/I still need the company name, experience level/);
  });

  it("writes the final description, then at least 8 questions, and flips the flags as spec §4 says", async () => {
    const jd = await post<Reply>("/web/common/chat/generate-finaljd", recruiter.token, { chatid: interview.chatId });
    expect(jd.status).toBe(200);
    expect(jd.body.messageType).toBe("jobDescription");
    for (const heading of ["About the role", "Responsibilities", "Requirements", "Nice to have", "Benefits", "Salary and location"]) {
      expect(jd.body.job_description).toContain(`## ${heading}`);
    }
    expect(jd.body.job_description).toContain("€90,000–€110,000 a year");

    const qs = await post<Reply & { data: { questions: { question: string }[] } }>("/web/common/chat/generate-questions", recruiter.token, { chatid: interview.chatId });
    expect(qs.status).toBe(200);
    expect(qs.body.data.questions.length).toBeGreaterThanOrEqual(8);
    expect(qs.body.data.questions.some((q) => /kubernetes|postgres|go\b|goroutine/i.test(q.question))).toBe(true);
    let history = await post<{ isInterviewQuestionsReady: boolean; isFinalJD: boolean }>("/web/common/chat/history", recruiter.token, { chatId: interview.chatId });
    expect(history.body).toMatchObject({ isInterviewQuestionsReady: true, isFinalJD: true });

    // A new description makes the questions stale again.
    await post("/web/common/chat/generate-finaljd", recruiter.token, { chatid: interview.chatId });
    history = await post("/web/common/chat/history", recruiter.token, { chatId: interview.chatId });
    expect(history.body.isInterviewQuestionsReady).toBe(false);
  });

  it("refines questions and gives model answers (interview-interaction)", async () => {
    await post("/web/common/chat/generate-questions", recruiter.token, { chatid: interview.chatId });
    const answers = await post<Reply>("/web/common/chat/interview-interaction", recruiter.token, { user_input: "model answers for questions 1 and 2", chatid: interview.chatId });
    expect(answers.status).toBe(200);
    expect(answers.body).toMatchObject({ category: "answers", messageType: "answers" });
    expect(answers.body.answers).toHaveLength(2);

    const before = answers.body.chat.questions.length;
    const added = await post<Reply>("/web/common/chat/interview-interaction", recruiter.token, { user_input: "add two questions about Terraform", chatid: interview.chatId });
    expect(added.body.messageType).toBe("interviewQuestions");
    expect(added.body.chat.questions).toHaveLength(before + 2);
    expect(added.body.questions!.slice(-2).some((q) => q.question.includes("Terraform"))).toBe(true);

    const removed = await post<Reply>("/web/common/chat/interview-interaction", recruiter.token, { user_input: "remove question 1", chatid: interview.chatId });
    expect(removed.body.chat.questions).toHaveLength(before + 1);
  });
});

describe("history, list and rename", () => {
  it("pages newest first, oldest first inside a page, with stable ids and roles user/other", async () => {
    const page1 = await post<{ messages: { id: number; role: string; content: string; messageType: string }[]; page: number; totalPages: number; total: number }>(
      "/web/common/chat/history",
      recruiter.token,
      { chatId: interview.chatId, limit: 4 },
    );
    expect(page1.status).toBe(200);
    expect(page1.body.page).toBe(1);
    expect(page1.body.messages).toHaveLength(4);
    expect(page1.body.totalPages).toBe(Math.ceil(page1.body.total / 4));
    const ids1 = page1.body.messages.map((m) => m.id);
    expect(ids1).toEqual([...ids1].sort((a, b) => a - b));

    const page2 = await post<typeof page1.body>("/web/common/chat/history", recruiter.token, { chatId: interview.chatId, page: 2, limit: 4 });
    const ids2 = page2.body.messages.map((m) => m.id);
    expect(Math.max(...ids2)).toBeLessThan(Math.min(...ids1));

    // Every page together is the whole chat, with no duplicates; the first message is the user's first answer.
    const all: { id: number; role: string; content: string }[] = [];
    for (let p = page1.body.totalPages; p >= 1; p--) {
      const res = await post<typeof page1.body>("/web/common/chat/history", recruiter.token, { chatId: interview.chatId, page: p, limit: 4 });
      all.push(...res.body.messages);
    }
    expect(new Set(all.map((m) => m.id)).size).toBe(all.length);
    expect(all).toHaveLength(page1.body.total);
    expect(all[0]).toMatchObject({ role: "user", content: INTERVIEW[0] });
    expect(all[1]).toMatchObject({ role: "other" });
    expect(new Set(all.map((m) => m.role))).toEqual(new Set(["user", "other"]));
  });

  it("uses page 1 and limit 10 by default", async () => {
    const res = await post<{ messages: unknown[]; page: number; limit: number }>("/web/common/chat/history", recruiter.token, { chatId: interview.chatId });
    expect(res.body).toMatchObject({ page: 1, limit: 10 });
    expect(res.body.messages).toHaveLength(10);
  });

  it("lists the caller's chats newest first with the spec's fields, and renames one", async () => {
    const fresh = await chatApi(recruiter.token, { message: "Site Reliability Engineer" });
    const list = await get<{ chats: { id: string; chatName: string; updatedAt: string }[] }>("/web/common/chat/user-chats", recruiter.token);
    expect(list.status).toBe(200);
    expect(list.body.chats[0]!.id).toBe(fresh.body.chat.id);
    expect(Object.keys(list.body.chats[0]!)).toEqual(expect.arrayContaining(["id", "chatName", "name", "createdAt", "updatedAt", "enhanced_data", "questions"]));
    const times = list.body.chats.map((c) => Date.parse(c.updatedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const renamed = await call<{ message: string; chat: { chatName: string } }>("PUT", "/web/common/chat/change-chatname", {
      bearer: recruiter.token,
      body: { chatid: interview.chatId, chatname: "  Backend hire Q3 " },
    });
    expect(renamed.body).toMatchObject({ message: "Chat renamed.", chat: { chatName: "Backend hire Q3" } });
    const again = await get<{ chats: { id: string; chatName: string }[] }>("/web/common/chat/user-chats", recruiter.token);
    expect(again.body.chats.find((c) => c.id === interview.chatId)!.chatName).toBe("Backend hire Q3");

    const empty = await call("PUT", "/web/common/chat/change-chatname", { bearer: recruiter.token, body: { chatid: interview.chatId, chatname: " " } });
    expect(empty.status).toBe(400);
    // A name of the wrong type is not "missing" (it said "chatname is required" for 123).
    const number = await call<{ message: string }>("PUT", "/web/common/chat/change-chatname", { bearer: recruiter.token, body: { chatid: interview.chatId, chatname: 123 } });
    expect([number.status, number.body.message]).toEqual([400, "chatname must be text"]);
    const missing = await call<{ message: string }>("PUT", "/web/common/chat/change-chatname", { bearer: recruiter.token, body: { chatid: interview.chatId } });
    expect([missing.status, missing.body.message]).toEqual([400, "chatname is required"]);
  });
});

describe("ownership and roles", () => {
  it("answers 404 for another user's chat on every chat call", async () => {
    const id = interview.chatId;
    const calls = [
      chatApi(otherCompany.token, { message: "Go", chatid: id }),
      post("/web/common/chat/interview-interaction", otherCompany.token, { user_input: "answers please", chatid: id }),
      post("/web/common/chat/generate-finaljd", otherCompany.token, { chatid: id }),
      post("/web/common/chat/generate-questions", otherCompany.token, { chatid: id }),
      post("/web/common/chat/history", otherCompany.token, { chatId: id }),
      call("PUT", "/web/common/chat/change-chatname", { bearer: otherCompany.token, body: { chatid: id, chatname: "mine" } }),
      get(`/web/common/chat/getskillstags/${id}`, otherCompany.token),
      get(`/web/common/job/job-details/${id}`, otherCompany.token),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ message: "Chat not found" });
    }
    const list = await get<{ chats: { id: string }[] }>("/web/common/chat/user-chats", otherCompany.token);
    expect(list.body.chats.map((c) => c.id)).not.toContain(id);
  });

  it("answers 404 for a chat id that is not a uuid, and 403 for candidates", async () => {
    expect((await chatApi(recruiter.token, { message: "hi", chatid: "not-a-chat" })).status).toBe(404);
    expect((await chatApi(candidate.token, { message: "hi" })).status).toBe(403);
    expect((await chatApi("", { message: "hi" })).status).toBe(401);
  });
});

describe("limits", () => {
  it("caps the message length with a clear message", async () => {
    const res = await chatApi(recruiter.token, { message: "x".repeat(4001) });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Your message is 4,001 characters long. Please keep it under 4,000 characters.");
    expect((await chatApi(recruiter.token, { message: "   " })).body.message).toBe("Please type a message first.");
  });

  it("rate-limits assistant calls per user, stored in the database, with Retry-After", async () => {
    const user = await makeActor("RECRUIMENTAGENCY");
    const { ASSISTANT_CALLS_PER_WINDOW } = await import("@/lib/assistant/limits");
    let chatid: string | undefined;
    for (let i = 0; i < ASSISTANT_CALLS_PER_WINDOW; i++) {
      const res = await chatApi(user.token, { message: i === 0 ? "Account Executive" : "ok", chatid });
      expect(res.status).toBe(200);
      chatid = res.body.chat.id;
    }
    const limited = await chatApi(user.token, { message: "ok", chatid });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/^You have used the assistant 100 times in the last 10 minutes\. Please wait \d+ seconds and try again\.$/);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    // Nothing of the refused call was stored; reading history is not limited.
    const history = await post<{ total: number }>("/web/common/chat/history", user.token, { chatId: chatid, limit: 100 });
    expect(history.status).toBe(200);
    expect(history.body.total).toBe(ASSISTANT_CALLS_PER_WINDOW * 2);
    // Another user is not affected.
    expect((await chatApi(agency.token, { message: "Recruiter" })).status).toBe(200);
  });
});

describe("from interview to job", () => {
  it("feeds the posting form (job-details, getskillstags) and createjobpost stores empty values as null", async () => {
    const details = await get<{ data: Record<string, unknown>; jobDescription: string | null }>(`/web/common/job/job-details/${interview.chatId}`, recruiter.token);
    expect(details.status).toBe(200);
    expect(details.body.data).toMatchObject({
      jobTitle: "Senior Backend Engineer",
      companyName: "Globex",
      requiredSkills: ["Go", "PostgreSQL", "Kubernetes"],
      jobType: "Remote",
      jobStatus: "Drafted",
      chatId: interview.chatId,
    });
    expect(details.body.jobDescription).toContain("# Senior Backend Engineer");
    expect(details.body.data.jobDescription).toBe(details.body.jobDescription);

    const chatTags = await get<{ skillTags: { skills: string[]; tags: string[] } }>(`/web/common/chat/getskillstags/${interview.chatId}`, recruiter.token);
    expect(chatTags.body.skillTags).toEqual({ skills: ["Go", "PostgreSQL", "Kubernetes"], tags: ["fintech", "remote"] });

    // The form clears two fields; the client sends them as "" and [] and the server stores null.
    const payload = { ...details.body.data, location: "", tags: [], salaryRange: "   ", jobStatus: "Open" };
    const created = await post<{ job: { id: number } }>("/web/common/job/createjobpost", recruiter.token, payload);
    expect(created.status).toBe(200);
    const db = await getDb();
    const [row] = await db.select().from(jobs).where(eq(jobs.id, created.body.job.id));
    expect(row).toMatchObject({ location: null, tags: null, salaryRange: null, jobTitle: "Senior Backend Engineer", chatId: interview.chatId, jobStatus: "Open" });

    const jobTags = await get<{ skillTags: { skills: string[]; tags: string[] } }>(`/web/common/chat/getskillstags/${created.body.job.id}`, recruiter.token);
    expect(jobTags.body.skillTags).toEqual({ skills: ["Go", "PostgreSQL", "Kubernetes"], tags: [] });
    expect((await get(`/web/common/chat/getskillstags/${created.body.job.id}`, otherCompany.token)).status).toBe(404);
    expect((await get("/web/common/chat/getskillstags/abc", recruiter.token)).body.message).toBe("Invalid jobId: must be a valid number");
  });

  it("keeps the chat's interview questions with the job for its owner (/managejobs/{id}); stale ones are not shown", async () => {
    const { jobInterviewQuestions } = await import("@/lib/assistant/job-details");
    const db = await getDb();
    const [job] = await db.select({ id: jobs.id }).from(jobs).where(and(eq(jobs.chatId, interview.chatId), eq(jobs.ownerId, recruiter.id)));
    const qs = await post<{ data: { questions: { question: string }[] } }>("/web/common/chat/generate-questions", recruiter.token, { chatid: interview.chatId });
    expect(await jobInterviewQuestions(recruiter, job!.id)).toEqual({ chatId: interview.chatId, questions: qs.body.data.questions.map((q) => q.question) });
    // Another company's job is a 404; a candidate is refused.
    await expect(jobInterviewQuestions(otherCompany, job!.id)).rejects.toMatchObject({ status: 404 });
    await expect(jobInterviewQuestions(candidate, job!.id)).rejects.toMatchObject({ status: 403 });
    // A new description makes them stale: none until they are written again.
    await post("/web/common/chat/generate-finaljd", recruiter.token, { chatid: interview.chatId });
    expect(await jobInterviewQuestions(recruiter, job!.id)).toEqual({ chatId: interview.chatId, questions: [] });
    // A job written without the assistant has none to show.
    const plain = await post<{ job: { id: number } }>("/web/common/job/createjobpost", recruiter.token, { jobTitle: "Written by hand", jobStatus: "Drafted" });
    expect(await jobInterviewQuestions(recruiter, plain.body.job.id)).toBeNull();
  });
});

describe("reliability", () => {
  it("stores the user's message before the engine runs, nothing from a failed reply, and reuses the message on retry", async () => {
    const { startChatTurn } = await import("@/lib/assistant/turns");
    const { drainTurn } = await import("@/lib/assistant/reply");
    const { localEngine } = await import("@/lib/assistant/local/engine");
    const first = await chatApi(recruiter.token, { message: "Frontend Developer" });
    const chatid = first.body.chat.id;
    const broken = { ...localEngine, grade: async () => Promise.reject(new Error("model timed out")) };

    const failed = await startChatTurn(recruiter, { message: "Acme", chatid }, { engine: broken });
    await expect(drainTurn(failed)).rejects.toMatchObject({ code: "UPSTREAM_FAILED", message: expect.stringMatching(/try again/) });
    const db = await getDb();
    const after = await db.select().from(assistantMessages).where(eq(assistantMessages.chatId, chatid)).orderBy(assistantMessages.id);
    expect(after.map((m) => [m.role, m.content])).toEqual([
      ["user", "Frontend Developer"],
      ["assistant", first.body.message],
      ["user", "Acme"],
    ]);

    const retry = await chatApi(recruiter.token, { message: "Acme", chatid });
    expect(retry.body.chat.enhanced_data.companyName).toBe("Acme");
    const users = await db.select().from(assistantMessages).where(and(eq(assistantMessages.chatId, chatid), eq(assistantMessages.role, "user"))).orderBy(assistantMessages.id);
    expect(users.map((m) => m.content)).toEqual(["Frontend Developer", "Acme"]);
    expect(users.map((m) => m.category)).toEqual(["answered", "answered"]);
  });

  it("lets only one of two simultaneous answers in the same chat through; the other is told to resend", async () => {
    const { startChatTurn } = await import("@/lib/assistant/turns");
    const { drainTurn } = await import("@/lib/assistant/reply");
    const first = await chatApi(recruiter.token, { message: "Backend Developer" });
    const chatid = first.body.chat.id;
    const [a, b] = await Promise.all([startChatTurn(recruiter, { message: "Acme", chatid }), startChatTurn(recruiter, { message: "Globex", chatid })]);
    const results = await Promise.allSettled([drainTurn(a), drainTurn(b)]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const rejected = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(rejected.reason).toMatchObject({ code: "CONFLICT", message: expect.stringMatching(/send your message again/) });
    const db = await getDb();
    const assistant = await db.select().from(assistantMessages).where(and(eq(assistantMessages.chatId, chatid), eq(assistantMessages.role, "assistant")));
    expect(assistant).toHaveLength(2);
  });
});
