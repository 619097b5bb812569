import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { AuthProvider } from "./auth-provider";
import { LoginForm as Form } from "./login-form";

/** The forms finish a sign-in through the auth state, so they render inside its provider. */
const LoginForm = (props: Parameters<typeof Form>[0]) => (
  <AuthProvider>
    <Form {...props} />
  </AuthProvider>
);

vi.mock("next/navigation", () => ({ useRouter: () => ({ replace: vi.fn(), refresh: vi.fn() }) }));

describe("LoginForm", () => {
  it("offers LinkedIn only when it is configured, keeping the return address", () => {
    const off = renderToString(<LoginForm linkedinEnabled={false} callbackUrl="/jobs/3" />);
    expect(off).not.toContain("Sign in with LinkedIn");

    const on = renderToString(<LoginForm linkedinEnabled callbackUrl="/jobs/3" />);
    expect(on).toContain("Sign in with LinkedIn");
    expect(on).toContain('href="/api/web/common/auth/linkedin/start?callbackUrl=%2Fjobs%2F3"');
  });

  it("labels the password fields and leaves the tab panels unnamed so labels stay unique", () => {
    const html = renderToString(<LoginForm linkedinEnabled={false} />);
    expect(html).toMatch(/<label[^>]*>Email<\/label>/);
    expect(html).toMatch(/<label[^>]*>Password<\/label>/);
    expect(html).toContain('role="tabpanel"');
    expect(html).not.toMatch(/role="tabpanel"[^>]*aria-labelledby/);
  });

  it("posts its forms, so a page that has not hydrated yet never puts the password in the URL", () => {
    const html = renderToString(<LoginForm linkedinEnabled={false} />);
    const forms = html.match(/<form[^>]*>/g) ?? [];
    expect(forms.length).toBeGreaterThan(0);
    for (const form of forms) expect(form).toContain('method="post"');
  });
});
