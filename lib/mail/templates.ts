import { appUrl } from "@/lib/env";
import type { Mail } from "./send";

/** The texts of the mails the product sends; kept together so wording stays consistent. */
export function codeMail(to: string, code: string, purpose: "register" | "login"): Mail {
  const subject = purpose === "register" ? "Confirm your e-mail address" : "Your sign-in code";
  return { to, subject, text: `Your verification code is ${code}. It expires in 10 minutes.` };
}

export function resetMail(to: string, token: string): Mail {
  const link = appUrl(`/passwordChange?token=${encodeURIComponent(token)}`);
  return {
    to,
    subject: "Reset your password",
    text:
      `Someone asked to reset the password of your account. To choose a new password, open ${link} ` +
      `(valid for 30 minutes, usable once). If it was not you, ignore this mail: your password stays the same.`,
  };
}

const DECISION_TEXT: Record<string, string> = {
  Pending: "is waiting for the recruiter again",
  Reviewed: "has been reviewed by the recruiter",
  Accepted: "has been accepted — the recruiter will be in touch about the next steps",
  Rejected: "was not successful this time",
};

/** A candidate is told of every status change of their application (issue 11 §3). */
export function decisionMail(to: string, d: { name: string; jobTitle: string; company: string | null; status: string; message: string | null }): Mail {
  const job = d.company ? `${d.jobTitle} at ${d.company}` : d.jobTitle;
  const link = appUrl("/appliedjobs");
  const note = d.message ? `\n\nA message from the recruiter:\n${d.message}` : "";
  return {
    to,
    subject: `Your application for ${job}: ${d.status}`,
    text: `Hello ${d.name || "there"},\n\nYour application for ${job} ${DECISION_TEXT[d.status] ?? `is now ${d.status}`}.${note}\n\nSee all your applications: ${link}`,
  };
}
