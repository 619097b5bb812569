import Link from "next/link";
import { buttonClasses } from "@/components/ui/button-classes";

/** "Message" on a profile, a job's owner or an applicant: opens /chat with that user's conversation. */
export function MessageLink({ userId, name, variant = "outline", size = "md" }: { userId: number; name: string; variant?: "primary" | "outline"; size?: "sm" | "md" }) {
  return (
    <Link href={`/chat?with=${userId}`} className={buttonClasses(variant, size)} aria-label={`Message ${name}`}>
      Message
    </Link>
  );
}
