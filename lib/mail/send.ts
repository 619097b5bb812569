import "server-only";
import { eq } from "drizzle-orm";
import type { Transporter } from "nodemailer";
import { getDb } from "@/db/client";
import { mailOutbox } from "@/db/schema";
import { env } from "@/lib/env";
import { withSmtpTimeouts } from "./smtp-url";

/** `headers`: extra header fields for SMTP delivery (e.g. the newsletter's List-Unsubscribe). */
export type Mail = { to: string; subject: string; text: string; headers?: Record<string, string> };

/** What the outbox keeps of a mail delivered by SMTP: codes and reset links stay out of the database. */
export const SMTP_BODY_PLACEHOLDER = "[delivered by SMTP; the body is not kept]";

/**
 * Embedded default (no SMTP_URL): the mail lands in the mail_outbox table and in
 * ONE server log line (`[mail] {"to":…,"subject":…,"text":…}`), so a developer —
 * and the e2e tests — can read codes and reset links with no mail server.
 * With SMTP_URL the mail is delivered through nodemailer; the outbox row and the
 * log line keep only the recipient and subject, because the body holds secrets.
 */
export async function sendMail(mail: Mail): Promise<void> {
  const db = await getDb();
  const smtp = Boolean(env.SMTP_URL);
  const [row] = await db
    .insert(mailOutbox)
    .values({ to: mail.to, subject: mail.subject, text: smtp ? SMTP_BODY_PLACEHOLDER : mail.text, transport: smtp ? "smtp" : "outbox" })
    .returning({ id: mailOutbox.id });
  console.log(`[mail] ${JSON.stringify(smtp ? { to: mail.to, subject: mail.subject, via: "smtp" } : { to: mail.to, subject: mail.subject, text: mail.text })}`);

  if (!env.SMTP_URL || !row) return;
  const transport = await smtpTransport(env.SMTP_URL);
  await transport.sendMail({ from: env.MAIL_FROM, to: mail.to, subject: mail.subject, text: mail.text, headers: mail.headers });
  await db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, row.id));
}

// One transport per process and URL, created on first use (nodemailer is only loaded when SMTP is configured).
let cached: { url: string; transport: Promise<Transporter> } | undefined;

function smtpTransport(url: string): Promise<Transporter> {
  if (cached?.url !== url) cached = { url, transport: import("nodemailer").then((m) => m.createTransport(withSmtpTimeouts(url))) };
  return cached.transport;
}
