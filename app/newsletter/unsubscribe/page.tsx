import type { Metadata } from "next";
import { NewsletterLinkPage } from "@/components/newsletter/link-page";
import { inspectLink } from "@/lib/newsletter/manage";

export const metadata: Metadata = { title: "Unsubscribe from the newsletter", robots: { index: false, follow: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The link in every newsletter mail: shows what it found; the button on the page unsubscribes. */
export default async function UnsubscribeNewsletterPage({ searchParams }: Props) {
  const { token } = await searchParams;
  const value = typeof token === "string" ? token.slice(0, 200) : "";
  return <NewsletterLinkPage purpose="unsubscribe" token={value} found={value ? await inspectLink("unsubscribe", value) : { state: "invalid" }} />;
}
