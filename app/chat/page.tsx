import type { Metadata } from "next";
import Link from "next/link";
import { ComingLater } from "@/components/page/coming-later";
import { PageContainer } from "@/components/page/page-header";
import { buttonClasses } from "@/components/ui/button";
import { guardPage } from "@/lib/auth/page-guard";

export const metadata: Metadata = { title: "Chat" };

/** A public route in the spec; chatting itself needs an account, so a guest is invited to sign in. */
export default async function ChatPage() {
  const actor = await guardPage("/chat");
  return (
    <PageContainer title="Chat" description="Private conversations between candidates and recruiters, and a global chat.">
      <ComingLater feature="Private and global chat, with search of users by role and name, arrive in a later release.">
        {actor ? null : (
          <Link href="/login?callbackUrl=%2Fchat" className={buttonClasses("primary")}>
            Sign in to chat
          </Link>
        )}
      </ComingLater>
    </PageContainer>
  );
}
