import fs from "node:fs";
import { expect } from "@playwright/test";
import { SERVER_LOG } from "./paths";

/**
 * Reads mail from the e2e server's log. The embedded mailer prints one line per
 * message: `[mail] ` + JSON.stringify({ to, subject, text }). The database is
 * never opened here: an embedded PGlite directory may be owned by one process only.
 */
export type Mail = { to: string; subject: string; text: string };

const MARKER = "[mail] ";

function readMails(fromOffset: number): Mail[] {
  const buffer = fs.existsSync(SERVER_LOG) ? fs.readFileSync(SERVER_LOG) : Buffer.alloc(0);
  const text = buffer.subarray(fromOffset).toString("utf8");
  const mails: Mail[] = [];
  for (const line of text.split("\n")) {
    const at = line.indexOf(MARKER);
    if (at === -1) continue;
    try {
      const parsed = JSON.parse(line.slice(at + MARKER.length)) as Partial<Mail>;
      if (typeof parsed.to === "string" && typeof parsed.text === "string") {
        mails.push({ to: parsed.to, subject: parsed.subject ?? "", text: parsed.text });
      }
    } catch {
      // A line that merely mentions the marker is not a mail.
    }
  }
  return mails;
}

/** A position in the log: mail sent after it is "new". Take one before the action that sends. */
export function logPosition(): number {
  return fs.existsSync(SERVER_LOG) ? fs.statSync(SERVER_LOG).size : 0;
}

/** Waits (polling the log, up to 15 s) for the newest mail to `to` written after `since`. */
export async function waitForMail(to: string, since: number): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      () => {
        found = readMails(since)
          .filter((m) => m.to.toLowerCase() === to.toLowerCase())
          .at(-1);
        return Boolean(found);
      },
      { message: `a mail to ${to} in the server log`, timeout: 15_000 },
    )
    .toBe(true);
  return found as Mail;
}

/** The 6-digit one-time code of a mail. */
export function codeFrom(mail: Mail): string {
  const match = /\b(\d{6})\b/.exec(mail.text);
  if (!match?.[1]) throw new Error(`No 6-digit code in mail "${mail.subject}": ${mail.text}`);
  return match[1];
}

/** The password reset link of a mail, as a path (the server's APP_URL is the e2e base URL). */
export function resetLinkFrom(mail: Mail): string {
  const match = /(https?:\/\/[^\s"'<>]+\/passwordChange\?token=[^\s"'<>]+)/.exec(mail.text);
  if (!match?.[1]) throw new Error(`No reset link in mail "${mail.subject}": ${mail.text}`);
  const url = new URL(match[1]);
  return url.pathname + url.search;
}
