import type { ReactNode } from "react";
import { AuthCard } from "@/components/auth/auth-card";
import { TextLink } from "@/components/ui/text-link";
import { Alert } from "@/components/ui/alert";
import type { LinkState } from "@/lib/newsletter/manage";
import { NEWSLETTER_TEXT } from "@/lib/newsletter/messages";
import { LinkAction } from "./link-action";

type Props = { purpose: "confirm" | "unsubscribe"; token: string; found: LinkState };

const subscribeAgain = (
  <p>
    <TextLink href="/#newsletter">Subscribe on our home page</TextLink>
  </p>
);

/** What a mailed newsletter link found, and (when there is something to do) the button that does it. */
export function NewsletterLinkPage({ purpose, token, found }: Props) {
  if (found.state === "invalid") return <Done title="This link does not work" tone="error" text={NEWSLETTER_TEXT.linkInvalid} footer={subscribeAgain} />;
  if (found.state === "expired") return <Done title="This link has expired" tone="error" text={NEWSLETTER_TEXT.linkExpired} footer={subscribeAgain} />;
  if (found.state === "unsubscribed") {
    const text = purpose === "confirm" ? NEWSLETTER_TEXT.unsubscribedBeforeConfirming : NEWSLETTER_TEXT.alreadyUnsubscribed;
    return <Done title="Unsubscribed" tone="info" text={text} footer={subscribeAgain} />;
  }
  if (purpose === "confirm" && found.state === "confirmed") {
    return <Done title="Subscription confirmed" tone="success" text={`${NEWSLETTER_TEXT.alreadySubscribed}: ${found.email} receives our newsletter.`} />;
  }
  return purpose === "confirm" ? (
    <LinkAction
      purpose="confirm"
      token={token}
      label="Confirm subscription"
      title="Confirm your subscription"
      doneTitle="Subscription confirmed"
      description={<>Press the button to receive our newsletter at <strong className="text-slate-900">{found.email}</strong>.</>}
    />
  ) : (
    <LinkAction
      purpose="unsubscribe"
      token={token}
      label="Unsubscribe"
      title="Unsubscribe from the newsletter"
      doneTitle="Unsubscribed"
      description={<>Press the button and we will send no more newsletter mail to <strong className="text-slate-900">{found.email}</strong>.</>}
    />
  );
}

function Done({ title, tone, text, footer }: { title: string; tone: "success" | "info" | "error"; text: string; footer?: ReactNode }) {
  return (
    <AuthCard title={title} footer={footer}>
      <Alert tone={tone} data-testid="newsletter-link-state">
        {text}
      </Alert>
    </AuthCard>
  );
}
