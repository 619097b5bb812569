"use client";

import { Tabs } from "radix-ui";
import { buttonClasses } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { EmailCodeSignInForm } from "./email-code-sign-in-form";
import { PasswordSignInForm } from "./password-sign-in-form";

const tabClass = cn(
  "flex-1 rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:text-slate-900",
  "data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm",
  "outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600",
);

type LoginFormProps = { callbackUrl?: string; linkedinEnabled: boolean };

export function LoginForm({ callbackUrl, linkedinEnabled }: LoginFormProps) {
  const linkedinHref = `/api/web/common/auth/linkedin/start?callbackUrl=${encodeURIComponent(callbackUrl ?? "")}`;
  // Radix names each panel after its tab ("Password", "E-mail code"). That name would also match
  // label lookups for the "Password" and "Code" fields inside, so the panels carry none; the
  // tabs themselves still say which method is chosen.
  const unnamedPanel = { "aria-labelledby": undefined };
  return (
    <div className="space-y-6">
      <Tabs.Root defaultValue="password">
        <Tabs.List aria-label="Sign-in method" className="mb-6 flex gap-1 rounded-lg bg-slate-100 p-1">
          <Tabs.Trigger value="password" className={tabClass}>
            Password
          </Tabs.Trigger>
          <Tabs.Trigger value="code" className={tabClass}>
            E-mail code
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="password" {...unnamedPanel} className="outline-none">
          <PasswordSignInForm callbackUrl={callbackUrl} />
        </Tabs.Content>
        <Tabs.Content value="code" {...unnamedPanel} className="outline-none">
          <EmailCodeSignInForm callbackUrl={callbackUrl} />
        </Tabs.Content>
      </Tabs.Root>
      {linkedinEnabled ? (
        <>
          <div className="flex items-center gap-3 text-sm text-slate-600" aria-hidden="true">
            <span className="h-px flex-1 bg-slate-200" />
            or
            <span className="h-px flex-1 bg-slate-200" />
          </div>
          {/* A plain link: the start endpoint answers with a redirect to LinkedIn. */}
          <a href={linkedinHref} className={cn(buttonClasses("outline"), "w-full")}>
            <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
              <rect width="24" height="24" rx="4" fill="#0a66c2" />
              <path
                fill="#fff"
                d="M7.1 9.6h2.4V18H7.1zM8.3 5.8a1.4 1.4 0 1 1 0 2.8 1.4 1.4 0 0 1 0-2.8M11 9.6h2.3v1.1c.3-.6 1.1-1.3 2.4-1.3 2.5 0 3 1.7 3 3.8V18h-2.4v-4.2c0-1 0-2.3-1.4-2.3s-1.6 1.1-1.6 2.2V18H11z"
              />
            </svg>
            Sign in with LinkedIn
          </a>
        </>
      ) : null}
    </div>
  );
}
