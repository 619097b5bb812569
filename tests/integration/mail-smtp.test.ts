import net, { type AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createUser, mailsTo, uniqueEmail } from "../helpers/auth-data";
import { call, post } from "../helpers/api";

type Received = { from: string; to: string[]; raw: string };
const received: Received[] = [];
let gate: Promise<void> = Promise.resolve();
/** While set, the sink refuses every message (a 550 after DATA), as a mail server that will not take it. */
let refuse = false;
let sink: SMTPServer;

beforeAll(async () => {
  // A local SMTP sink: accepts every message and keeps it.
  sink = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      let raw = "";
      stream.setEncoding("utf8");
      stream.on("data", (chunk: string) => (raw += chunk));
      stream.on("end", async () => {
        await gate; // a test may hold the server's answer back, as a slow mail server would
        if (refuse) return callback(Object.assign(new Error("Requested action not taken: mailbox unavailable"), { responseCode: 550 }));
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => sink.listen(0, "127.0.0.1", resolve));
  const { port } = sink.server.address() as AddressInfo;
  vi.stubEnv("SMTP_URL", `smtp://127.0.0.1:${port}`);
  vi.stubEnv("MAIL_FROM", "Hiring Platform <no-reply@hiring.test>");
  vi.resetModules(); // lib/env reads settings once at import
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await new Promise<void>((resolve) => sink.close(() => resolve()));
});

const body = (raw: string) => raw.replace(/=\r?\n/g, ""); // undo quoted-printable soft breaks

describe("mail with SMTP_URL (nodemailer)", () => {
  it("answers a sign-in code request before the mail server has taken the mail, so its speed cannot tell which addresses have accounts", async () => {
    const user = await createUser({ email: uniqueEmail("smtp-login") });
    let release!: () => void;
    gate = new Promise((resolve) => (release = resolve));
    try {
      // The server holds every message until released: the answer must not wait for it.
      const res = await post("/send-otp", { email: user.email, purpose: "login" });
      expect(res.status).toBe(200);
      expect(received.some((m) => m.to.includes(user.email))).toBe(false);
    } finally {
      release();
      gate = Promise.resolve();
    }
    // (imported here: the settings are read again after resetModules, so is the queue of work after answers)
    const { settleAfterResponse } = await import("@/lib/server/after-response");
    await settleAfterResponse();
    expect(received.some((m) => m.to.includes(user.email))).toBe(true);
  });

  it("delivers to the SMTP server, and still keeps the outbox row, stamped as sent", async () => {
    const { sendMail } = await import("@/lib/mail/send");
    const to = uniqueEmail("smtp");
    await sendMail({ to, subject: "Delivery check", text: "Hello over SMTP." });

    const got = received.find((m) => m.to.includes(to));
    expect(got?.from).toBe("no-reply@hiring.test");
    expect(got?.raw).toMatch(/^Subject: Delivery check$/m);
    expect(got?.raw).toMatch(new RegExp(`^To: ${to.replace(/[.]/g, "\\.")}$`, "m"));
    expect(body(got?.raw ?? "")).toContain("Hello over SMTP.");

    const [row] = await mailsTo(to);
    expect(row).toMatchObject({ transport: "smtp", subject: "Delivery check" });
    expect(row?.sentAt).toBeInstanceOf(Date);
  });

  it("delivers a registration code that then verifies, keeping the code out of the log and the outbox", async () => {
    const email = uniqueEmail("smtp-code");
    const log = vi.spyOn(console, "log");
    expect((await post("/send-otp", { email, purpose: "register" })).status).toBe(200);
    const logged = log.mock.calls.map((c) => String(c[0])).filter((l) => l.startsWith("[mail] ") && l.includes(email));
    log.mockRestore();
    const got = received.find((m) => m.to.includes(email));
    const code = body(got?.raw ?? "").match(/Your verification code is (\d{6})\. It expires in 10 minutes\./)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    // The code that was really sent appears in neither the log line nor the outbox row
    // (the random test address may itself hold digits, so look for the code, not for any number).
    expect(logged).toHaveLength(1);
    expect(logged[0]).not.toContain(code);
    expect(logged[0]).not.toContain("verification code");
    const [row] = await mailsTo(email);
    expect(row?.text).not.toContain(code);
    expect(row?.text).not.toContain("verification code");
    const res = await post("/verify-otp", { email, code, purpose: "register", password: "violet-harbour-engine-42", userType: "CANDIDATE" });
    expect(res.status).toBe(200);
  });

  it("tells the user when the registration code could not be sent, and lets them ask again at once", async () => {
    const email = uniqueEmail("smtp-refused");
    const { codeNotSent } = await import("@/lib/auth/registration");
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    refuse = true;
    try {
      const res = await post("/send-otp", { email, purpose: "register" });
      expect(res.status).toBe(502);
      expect(res.body.message).toBe(codeNotSent(email));
    } finally {
      refuse = false;
      quiet.mockRestore();
    }
    expect(received.some((m) => m.to.includes(email))).toBe(false);
    // The code that never went out does not hold the next one back for the resend spacing.
    const again = await post("/send-otp", { email, purpose: "register" });
    expect(again.status).toBe(200);
    const code = body(received.find((m) => m.to.includes(email))?.raw ?? "").match(/Your verification code is (\d{6})\./)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const created = await post("/verify-otp", { email, code, purpose: "register", password: "violet-harbour-engine-42", userType: "CANDIDATE" });
    expect(created.status).toBe(200);
  });

  it("does not hold a registration for minutes when the mail server accepts the connection and never answers", async () => {
    // A server that takes the TCP connection and says nothing (nodemailer's own default would wait 10 minutes
    // on the socket). The URL's greetingTimeout shows nodemailer takes bounds from the query, where
    // lib/mail/smtp-url.ts puts the defaults (10 s to connect and greet, 30 s silent socket).
    const silent = net.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const { port } = silent.address() as AddressInfo;
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    vi.stubEnv("SMTP_URL", `smtp://127.0.0.1:${port}?greetingTimeout=300`);
    vi.resetModules();
    try {
      const email = uniqueEmail("smtp-silent");
      const { codeNotSent } = await import("@/lib/auth/registration");
      const started = performance.now();
      const res = await post("/send-otp", { email, purpose: "register" });
      expect(res.status).toBe(502);
      expect(res.body.message).toBe(codeNotSent(email));
      expect(performance.now() - started).toBeLessThan(10_000);
    } finally {
      vi.stubEnv("SMTP_URL", `smtp://127.0.0.1:${(sink.server.address() as AddressInfo).port}`);
      vi.resetModules();
      quiet.mockRestore();
      silent.close();
    }
  });

  it("newsletter mails carry List-Unsubscribe with RFC 8058 one-click, which a mail client can post with no session", async () => {
    const email = uniqueEmail("smtp-news");
    expect((await call("POST", "/web/common/newsletter/subscribe", { body: { email } })).status).toBe(201);
    const { settleAfterResponse } = await import("@/lib/server/after-response");
    await settleAfterResponse();
    const raw = received.find((m) => m.to.includes(email))?.raw ?? "";
    const header = (name: string) => raw.replace(/\r?\n(?=[ \t])/g, "").match(new RegExp(`^${name}:(.*)$`, "mi"))?.[1]?.trim(); // unfolded (RFC 5322)
    expect(header("List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    const target = header("List-Unsubscribe")?.match(/^<http:\/\/localhost:3000\/api(\/web\/common\/newsletter\/one-click\?token=[^>]+)>$/)?.[1];
    expect(target).toBeDefined();

    // What the mailbox provider's server sends: a form post to the header's address, no cookie, no Origin.
    const { dispatch } = await import("@/lib/api/dispatch");
    const oneClick = (body: string) =>
      dispatch(new Request(`http://localhost/api${target}`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body }), target!.split("?")[0]!);
    // Not the RFC's body: refused, nothing changes.
    expect((await oneClick("List-Unsubscribe=Yes")).status).toBe(400);
    const done = await oneClick("List-Unsubscribe=One-Click");
    expect(done.status).toBe(200);
    expect(await done.json()).toMatchObject({ status: "unsubscribed" });
    // Other writes still need our origin.
    const token = decodeURIComponent(target!.split("token=")[1]!);
    const crossSite = await call("POST", "/web/common/newsletter/unsubscribe", { body: { token }, headers: { origin: "https://evil.example" } });
    expect(crossSite.status).toBe(403);
  });

  it("delivers the password-reset link", async () => {
    const { createUser } = await import("../helpers/auth-data");
    const user = await createUser({ email: uniqueEmail("smtp-reset") });
    await post("/resetPassword", { email: user.email });
    // The mail goes out after the answer (so known and unknown addresses answer alike).
    const { settleAfterResponse } = await import("@/lib/server/after-response");
    await settleAfterResponse();
    const got = received.find((m) => m.to.includes(user.email));
    expect(body(got?.raw ?? "")).toMatch(/http:\/\/localhost:3000\/passwordChange\?token=[A-Za-z0-9_-]{43}/);
  });
});
