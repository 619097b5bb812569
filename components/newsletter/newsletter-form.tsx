"use client";

import { useId, useReducer, useRef, useState, type FormEvent } from "react";
import { lazyToast } from "@/components/layout/lazy-toast";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { ApiError, errorMessage } from "@/lib/client/api";
import { emailInputProblem } from "@/lib/auth/email-rules";
import { cx } from "@/lib/utils";
import { newsletterApi } from "./newsletter-api";
import { initialSubscription, subscriptionReducer } from "./subscription-state";

const COPY = {
  landing: { title: "Stay in the loop", text: "Hiring tips, new features and the occasional job market report. No spam, unsubscribe with one click." },
  footer: { title: "Newsletter", text: "News and hiring tips, now and then." },
} as const;

/**
 * The subscription form of the landing page and the footer (spec §3/§4 state).
 * The answer is toasted and also shown under the form; 'already subscribed' is
 * news, not a failure, so it is told as information. Typing again clears the
 * error and resets the success (the spec's two resets).
 *
 * No react-hook-form or zod here: the form is in every page's footer, and the two
 * cost guests ~110 kB of script (and zod's start-up probe for eval trips the CSP).
 * The address is checked by the browser's own e-mail rule with the server's
 * messages (lib/auth/email-rules.ts); the server's schema has the last word.
 */
export function NewsletterForm({ variant }: { variant: keyof typeof COPY }) {
  const titleId = useId();
  const [state, dispatch] = useReducer(subscriptionReducer, initialSubscription);
  const [already, setAlready] = useState(false);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const input = useRef<HTMLInputElement>(null);

  const onChange = () => {
    dispatch({ type: "validated", valid: input.current ? emailInputProblem(input.current) === null : false });
    dispatch({ type: "clearError" });
    dispatch({ type: "resetSuccess" });
    setFieldError(undefined);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const field = input.current;
    if (!field) return;
    const problem = emailInputProblem(field);
    setFieldError(problem ?? undefined);
    if (problem) return field.focus();
    dispatch({ type: "pending" });
    try {
      const { message } = await newsletterApi.subscribe({ email: field.value.trim().toLowerCase() });
      dispatch({ type: "fulfilled", message });
      lazyToast("success", message);
    } catch (error) {
      const message = errorMessage(error);
      const isAlready = error instanceof ApiError && error.status === 409;
      setAlready(isAlready);
      dispatch({ type: "rejected", message });
      lazyToast(isAlready ? "info" : "error", message);
    }
  };

  const copy = COPY[variant];
  const landing = variant === "landing";
  const shown = state.success || state.error ? state.message : null;
  return (
    <section aria-labelledby={titleId} data-testid={`newsletter-${variant}`} className={cx(landing && "rounded-2xl border border-indigo-100 bg-indigo-50 p-6 sm:p-8")}>
      <h2 id={titleId} className={landing ? "text-2xl font-bold tracking-tight text-slate-900" : "text-sm font-semibold text-slate-900"}>
        {copy.title}
      </h2>
      <p className={cx("text-slate-600", landing ? "mt-2" : "mt-1 text-sm")}>{copy.text}</p>
      <form method="post" onSubmit={onSubmit} noValidate aria-labelledby={titleId} className={cx("flex flex-col gap-3 sm:flex-row sm:items-start", landing ? "mt-5" : "mt-3")}>
        {/* The row's layout sits on wrappers (the column stretches the button on small screens), so the field and the button keep their own classes and nothing is merged. */}
        <div className="flex-1">
          <Field label="Email address" required error={fieldError}>
            {(p) => <Input {...p} ref={input} name="email" type="email" autoComplete="email" inputMode="email" placeholder="you@example.com" onChange={onChange} />}
          </Field>
        </div>
        <div className="flex flex-col sm:mt-6">
          <Button type="submit" loading={state.loading}>
            Subscribe
          </Button>
        </div>
      </form>
      {shown ? (
        <Alert tone={state.success ? "success" : already ? "info" : "error"} className="mt-3" data-testid="newsletter-result">
          {shown}
        </Alert>
      ) : null}
    </section>
  );
}
