import { afterEach, describe, expect, it, vi } from "vitest";
import { sendMail } from "@/lib/mail/send";
import { mailsTo, uniqueEmail } from "../helpers/auth-data";

afterEach(() => vi.restoreAllMocks());

describe("mail without SMTP (embedded default)", () => {
  it("is written to the outbox and logged as exactly one line", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => undefined);
    const to = uniqueEmail("outbox");
    const text = "First line.\nSecond line with a link http://localhost:3000/x?token=abc";
    await sendMail({ to, subject: "Hello", text });

    const mailLines = log.mock.calls.map((c) => String(c[0])).filter((l) => l.startsWith("[mail] "));
    expect(mailLines).toHaveLength(1);
    expect(mailLines[0]).not.toContain("\n");
    expect(JSON.parse(mailLines[0]!.slice("[mail] ".length))).toEqual({ to, subject: "Hello", text });

    const [row] = await mailsTo(to);
    expect(row).toMatchObject({ to, subject: "Hello", text, transport: "outbox", sentAt: null });
  });
});
