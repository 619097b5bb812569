import { renderToStaticMarkup } from "react-dom/server";
import { twMerge } from "tailwind-merge";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { buttonClasses } from "@/components/ui/button-classes";
import { cn, cx } from "@/lib/utils";

/**
 * tailwind-merge builds its class table on its first merge, inside the hydration task of
 * every page that merges (issue 9: about 40 ms of a phone's main thread). The guest
 * pages' client components — the header, the logo and the newsletter form — only join
 * their classes, so a guest's page never pays for it; a component merges only when a
 * caller passes classes to override its own.
 */
vi.mock("tailwind-merge", async (original) => {
  const real = await original<typeof import("tailwind-merge")>();
  return { ...real, twMerge: vi.fn(real.twMerge) };
});
vi.mock("next/navigation", () => ({ usePathname: () => "/", useRouter: () => ({ replace: vi.fn(), refresh: vi.fn() }) }));
const auth = vi.hoisted(() => ({ status: "unauthenticated" as "loading" | "authenticated" | "unauthenticated" }));
vi.mock("@/components/auth/auth-provider", () => ({
  useAuth: () => ({ user: null, status: auth.status, signOut: vi.fn(), refresh: vi.fn() }),
}));

const { SiteHeader } = await import("./site-header");
const { Logo } = await import("./logo");
const { NewsletterForm } = await import("@/components/newsletter/newsletter-form");
const { TextLink, TitleLink } = await import("@/components/ui/text-link");
const { LoginForm } = await import("@/components/auth/login-form");
const { RegisterForm } = await import("@/components/auth/register-form");
const { ForgotForm } = await import("@/components/auth/forgot-form");
// A class list merged where a module is first read (a constant built with `cn`) costs the same table.
const mergedOnImport = vi.mocked(twMerge).mock.calls.length;

beforeEach(() => vi.mocked(twMerge).mockClear());

describe("class names on the guest pages", () => {
  it("reading the guest pages' components merges nothing", () => {
    expect(mergedOnImport).toBe(0);
  });

  it("the header (while the sign-in state loads and for a guest), the logo, both newsletter forms and the sign-in, registration and reset forms merge nothing", () => {
    for (const status of ["loading", "unauthenticated"] as const) {
      auth.status = status;
      expect(renderToStaticMarkup(<SiteHeader />)).toContain("Menu");
    }
    expect(renderToStaticMarkup(<Logo />)).toContain("<svg");
    expect(renderToStaticMarkup(<NewsletterForm variant="landing" />)).toContain("Subscribe");
    expect(renderToStaticMarkup(<NewsletterForm variant="footer" />)).toContain("Subscribe");
    expect(renderToStaticMarkup(<LoginForm linkedinEnabled />)).toContain("Forgot your password?");
    expect(renderToStaticMarkup(<RegisterForm />)).toContain("Step 1 of 3");
    expect(renderToStaticMarkup(<ForgotForm />)).toContain("Email");
    expect(twMerge).not.toHaveBeenCalled();
  });

  it("links in running text and names that open their page merge nothing (a job card on a guest's company page)", () => {
    expect(renderToStaticMarkup(<TextLink href="/forgot">Forgot password?</TextLink>)).toContain("underline");
    expect(renderToStaticMarkup(<TitleLink href="/jobs/1">Data Engineer</TitleLink>)).toContain("hover:underline");
    expect(renderToStaticMarkup(<TitleLink href="/jobs/1" className="text-lg font-semibold">Data Engineer</TitleLink>)).toContain("font-semibold");
    expect(twMerge).not.toHaveBeenCalled();
    // A text link given classes may override its own (a darker colour): that one merges.
    expect(renderToStaticMarkup(<TextLink href="/x" className="text-indigo-900">x</TextLink>)).not.toContain("text-indigo-700");
    expect(twMerge).toHaveBeenCalledTimes(1);
  });

  it("cn merges when a second source may override the first, and only then", () => {
    expect(cn("px-2 text-sm", "px-4")).toBe("text-sm px-4");
    expect(twMerge).toHaveBeenCalledTimes(1);
    expect(cn("px-2", false, undefined, null)).toBe("px-2");
    expect(cx("px-2", "px-4")).toBe("px-2 px-4");
    expect(twMerge).toHaveBeenCalledTimes(1);
  });

  it("buttons join their parts without conflicts: a link-styled button takes the size's text, not its box", () => {
    expect(buttonClasses("primary", "sm").split(" ")).toEqual(expect.arrayContaining(["h-8", "px-3", "text-sm"]));
    const link = buttonClasses("link", "lg").split(" ");
    expect(link).toContain("text-base");
    expect(link.some((c) => /^(h|px|py)-/.test(c))).toBe(false);
    expect(twMerge).not.toHaveBeenCalled();
  });
});
