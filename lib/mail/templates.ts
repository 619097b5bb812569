import { env } from "@/lib/env";
import type { Mail } from "./send";

/** The texts of the mails the product sends; kept together so wording stays consistent. */
export function codeMail(to: string, code: string, purpose: "register" | "login"): Mail {
  const subject = purpose === "register" ? "Confirm your e-mail address" : "Your sign-in code";
  return { to, subject, text: `Your verification code is ${code}. It expires in 10 minutes.` };
}

export function resetMail(to: string, token: string): Mail {
  const link = `${env.APP_URL.replace(/\/+$/, "")}/passwordChange?token=${encodeURIComponent(token)}`;
  return {
    to,
    subject: "Reset your password",
    text:
      `Someone asked to reset the password of your account. To choose a new password, open ${link} ` +
      `(valid for 30 minutes, usable once). If it was not you, ignore this mail: your password stays the same.`,
  };
}
