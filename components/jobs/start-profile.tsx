import { TextLink } from "@/components/auth/text-link";
import { Alert } from "@/components/ui/alert";

/** /jobs for a candidate who has not started a profile (lib/profiles/first-steps.ts): the one step that makes applying count. */
export function StartProfile() {
  return (
    <Alert title="Start your profile before you apply" className="mb-6" announce={false} data-testid="start-profile">
      Recruiters see your profile with every application. Upload your resume and we fill in your experience and skills for
      you to check, or write a headline yourself. <TextLink href="/editprofile">Complete your profile</TextLink>
    </Alert>
  );
}
