import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { assistantChats, assistantMessages } from "@/db/schema";
import { dispatch } from "@/lib/api/dispatch";
import { localEngine } from "@/lib/assistant/local/engine";
import { startTurn, turnResponse } from "@/lib/assistant/ui-stream";
import { SESSION_COOKIE } from "@/lib/auth/session";
import { makeActor } from "../helpers/actors";
import { INTERVIEW, READY, type Reply } from "./assistant-helpers";

/** The stream is a contract row: through the dispatcher like the catch-all route. */
const POST = (request: Request) => dispatch(request, "/assistant/stream");

/** The screen's streaming route: an AI SDK UI message stream over the same use cases. */
type Act = Awaited<ReturnType<typeof makeActor>>;
let company: Act;

beforeAll(async () => {
  company = await makeActor("COMPANY");
});

type Part = { type: string; delta?: string; data?: unknown; errorText?: string; id?: string };

function request(body: unknown, token?: string, viaCookie = false): Request {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (token && viaCookie) headers.cookie = `${SESSION_COOKIE}=${encodeURIComponent(token)}`;
  else if (token) headers.authorization = `Bearer ${token}`;
  return new Request("http://localhost/api/assistant/stream", { method: "POST", headers, body: JSON.stringify(body) });
}

async function parts(res: Response): Promise<Part[]> {
  const text = await res.text();
  return text
    .split("\n")
    .filter((l) => l.startsWith("data: ") && l !== "data: [DONE]")
    .map((l) => JSON.parse(l.slice(6)) as Part);
}

const replyOf = (ps: Part[]) => ps.find((p) => p.type === "data-reply")?.data as Reply;
const textOf = (ps: Part[]) => ps.filter((p) => p.type === "text-delta").map((p) => p.delta).join("");

describe("POST /api/assistant/stream", () => {
  it("streams the reply word by word, then the reply fields, with the UI message stream header", async () => {
    const res = await POST(request({ action: "chat", message: "We're hiring a Senior Backend Engineer" }, company.token, true));
    expect(res.status).toBe(200);
    expect(res.headers.get("x-vercel-ai-ui-message-stream")).toBe("v1");
    expect(res.headers.get("content-type")).toContain("text/event-stream");
    const ps = await parts(res);
    expect(ps.map((p) => p.type)).toEqual(["start", "data-chat", "text-start", ...ps.filter((p) => p.type === "text-delta").map(() => "text-delta"), "text-end", "data-reply", "finish"]);
    expect(ps.filter((p) => p.type === "text-delta").length).toBeGreaterThan(5);
    const reply = replyOf(ps);
    expect(textOf(ps)).toBe(reply.message);
    expect((ps[1]!.data as { chatId: string }).chatId).toBe(reply.chat.id);
    expect(reply).toMatchObject({ category: "answered", isfinalJD: false, chat: { enhanced_data: { jobTitle: "Senior Backend Engineer" } } });
  });

  it("takes the body of AI SDK's DefaultChatTransport (messages + chatid) and shares state with the JSON endpoint", async () => {
    let chatid: string | undefined;
    let last: Reply | undefined;
    for (const message of INTERVIEW) {
      const body = { id: "ui-chat", trigger: "submit-message", chatid, messages: [{ id: "m1", role: "user", parts: [{ type: "text", text: message }] }] };
      const ps = await parts(await POST(request(body, company.token)));
      last = replyOf(ps);
      chatid = last.chat.id;
    }
    expect(last).toMatchObject({ isfinalJD: true, message: READY });

    const jd = await parts(await POST(request({ action: "finaljd", chatid }, company.token)));
    expect(textOf(jd)).toContain("## Responsibilities");
    expect(replyOf(jd)).toMatchObject({ messageType: "jobDescription", job_description: textOf(jd).trim() });

    const qs = await parts(await POST(request({ action: "questions", chatid }, company.token)));
    expect(replyOf(qs).questions!.length).toBeGreaterThanOrEqual(8);

    const answers = await parts(await POST(request({ action: "interaction", message: "model answer for question 1", chatid }, company.token)));
    expect(replyOf(answers)).toMatchObject({ messageType: "answers", answers: [{ question: replyOf(qs).questions![0]!.question }] });
  });

  it("answers checks that fail before streaming as ordinary JSON errors", async () => {
    const guest = await POST(request({ action: "chat", message: "hi" }));
    expect(guest.status).toBe(401);
    expect(await guest.json()).toMatchObject({ error: { code: "UNAUTHENTICATED" }, message: "Please sign in first." });
    const candidate = await makeActor("CANDIDATE");
    expect((await POST(request({ action: "chat", message: "hi" }, candidate.token))).status).toBe(403);
    const tooLong = await POST(request({ action: "chat", message: "y".repeat(5000) }, company.token));
    expect(tooLong.status).toBe(400);
    expect((await tooLong.json()).message).toMatch(/5,000 characters long/);
    const bad = await POST(request({ action: "finaljd" }, company.token));
    expect(bad.status).toBe(400);
    const other = await makeActor("COMPANY");
    const first = await parts(await POST(request({ action: "chat", message: "Tester" }, company.token)));
    expect((await POST(request({ action: "chat", message: "x", chatid: replyOf(first).chat.id }, other.token))).status).toBe(404);
  });

  it("sends an error part and stores no half message when the engine fails mid-stream", async () => {
    const first = await parts(await POST(request({ action: "chat", message: "Mobile Developer" }, company.token)));
    const chatid = replyOf(first).chat.id;
    const failing = {
      ...localEngine,
      // The first words arrive, then the connection to the model drops.
      describe: async function* () {
        yield "# Mobile ";
        yield "Developer\n";
        throw new Error("socket hang up");
      },
    };
    const db = await getDb();
    // Mark the chat ready so generation may run.
    await db.update(assistantChats).set({ isFinalJD: true }).where(eq(assistantChats.id, chatid));

    const turn = await startTurn(company, { action: "finaljd", chatid }, { engine: failing });
    const ps = await parts(turnResponse(turn));
    expect(ps.map((p) => p.type)).toContain("error");
    expect(ps.find((p) => p.type === "error")!.errorText).toMatch(/could not answer just now/);
    expect(ps.some((p) => p.type === "data-reply")).toBe(false);
    expect(textOf(ps)).toBe("# Mobile Developer\n");
    const stored = await db.select().from(assistantMessages).where(eq(assistantMessages.chatId, chatid));
    expect(stored.some((m) => m.messageType === "jobDescription")).toBe(false);
  });
});
