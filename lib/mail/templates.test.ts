import { afterEach, describe, expect, it, vi } from "vitest";

/** The mails' links with APP_URL as given; lib/env reads the settings once at import. */
async function withAppUrl(appUrl: string) {
  vi.stubEnv("APP_URL", appUrl);
  vi.resetModules();
  const templates = await import("./templates");
  const links = await import("@/lib/newsletter/links");
  const { callbackUrl } = await import("@/lib/auth/linkedin-oidc");
  return { ...templates, ...links, callbackUrl };
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

const decision = { name: "Zoë", jobTitle: "Engineer", company: null, status: "Accepted", message: null };
const linkIn = (text: string) => text.match(/https?:\/\/\S+?(?=[\s)]|$)/)?.[0];

describe("links in mails", () => {
  it.each(["https://hiring.example", "https://hiring.example/", "https://hiring.example/hiring/", "https://hiring.example/hiring"])(
    "point at the app's root page whatever path APP_URL has (%s): the app has no base path",
    async (appUrl) => {
      const m = await withAppUrl(appUrl);
      expect(linkIn(m.resetMail("a@b.test", "tok_-9").text)).toBe("https://hiring.example/passwordChange?token=tok_-9");
      expect(linkIn(m.decisionMail("a@b.test", decision).text)).toBe("https://hiring.example/appliedjobs");
      expect(m.linkUrl("unsubscribe", "12.abc")).toBe("https://hiring.example/newsletter/unsubscribe?token=12.abc");
      expect(m.callbackUrl()).toBe("https://hiring.example/auth/linkedin/callback");
    },
  );
});
