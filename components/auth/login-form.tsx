"use client";

import { Tabs } from "radix-ui";
import { focusRing } from "@/components/ui/button-classes";
import { cx } from "@/lib/utils";
import { EmailCodeSignInForm } from "./email-code-sign-in-form";
import { LinkedinButton } from "./linkedin-button";
import { PasswordSignInForm } from "./password-sign-in-form";

const tabClass = cx(
  "flex-1 rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:text-slate-900",
  "data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm",
  focusRing,
);

type LoginFormProps = { callbackUrl?: string; linkedinEnabled: boolean };

export function LoginForm({ callbackUrl, linkedinEnabled }: LoginFormProps) {
  // Radix names each panel after its tab ("Password", "E-mail code"). That name would also match
  // label lookups for the "Password" and "Code" fields inside, so the panels carry none; the
  // tabs themselves still say which method is chosen.
  // The panels hold fields, so they need not be tab stops themselves (Radix makes them one).
  const unnamedPanel = { "aria-labelledby": undefined, tabIndex: -1 };
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
      {linkedinEnabled ? <LinkedinButton label="Sign in with LinkedIn" callbackUrl={callbackUrl} /> : null}
    </div>
  );
}
