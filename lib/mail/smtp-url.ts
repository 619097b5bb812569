/**
 * nodemailer waits up to 2 minutes for a connection and 10 for a silent socket by default, and a
 * registration waits for its code's mail (lib/auth/registration.ts): a stuck mail server would hold
 * that request for minutes. These bounds apply unless SMTP_URL sets its own — nodemailer reads
 * transport options from the URL's query (`smtp://host:587?socketTimeout=60000`).
 */
export const SMTP_TIMEOUTS_MS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as const;

export function withSmtpTimeouts(url: string): string {
  const parsed = new URL(url);
  for (const [option, ms] of Object.entries(SMTP_TIMEOUTS_MS)) {
    if (!parsed.searchParams.has(option)) parsed.searchParams.set(option, String(ms));
  }
  return parsed.toString();
}
