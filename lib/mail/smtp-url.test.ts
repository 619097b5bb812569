import { describe, expect, it } from "vitest";
import { SMTP_TIMEOUTS_MS, withSmtpTimeouts } from "./smtp-url";

describe("withSmtpTimeouts", () => {
  it("bounds connecting, the greeting and a silent socket when the URL does not", () => {
    const url = new URL(withSmtpTimeouts("smtp://user:p%40ss@mail.example.com:587"));
    expect(Object.fromEntries(url.searchParams)).toEqual({
      connectionTimeout: String(SMTP_TIMEOUTS_MS.connectionTimeout),
      greetingTimeout: String(SMTP_TIMEOUTS_MS.greetingTimeout),
      socketTimeout: String(SMTP_TIMEOUTS_MS.socketTimeout),
    });
    expect([url.protocol, url.username, url.password, url.host]).toEqual(["smtp:", "user", "p%40ss", "mail.example.com:587"]);
  });

  it("keeps what the URL sets, and its other options", () => {
    const url = new URL(withSmtpTimeouts("smtps://mail.example.com?socketTimeout=60000&pool=true"));
    expect(url.searchParams.get("socketTimeout")).toBe("60000");
    expect(url.searchParams.get("pool")).toBe("true");
    expect(url.searchParams.get("greetingTimeout")).toBe(String(SMTP_TIMEOUTS_MS.greetingTimeout));
  });
});
