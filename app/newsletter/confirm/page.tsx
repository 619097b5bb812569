import type { Metadata } from "next";
import { NewsletterLinkPage } from "@/components/newsletter/link-page";
import { inspectLink } from "@/lib/newsletter/manage";

export const metadata: Metadata = { title: "Confirm your subscription", robots: { index: false, follow: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The confirmation mail's link: shows what it found; the button on the page confirms. */
export default async function ConfirmNewsletterPage({ searchParams }: Props) {
  const { token } = await searchParams;
  const value = typeof token === "string" ? token.slice(0, 200) : "";
  return <NewsletterLinkPage purpose="confirm" token={value} found={value ? await inspectLink("confirm", value) : { state: "invalid" }} />;
}
