import { TextLink } from "@/components/ui/text-link";
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

/** /dashboard for a company or agency that has not said who it is yet (lib/profiles/first-steps.ts). */
export function IntroduceOrganisation({ agency }: { agency: boolean }) {
  return (
    <Alert title={agency ? "Introduce your agency" : "Introduce your company"} announce={false} data-testid="introduce-organisation">
      {agency
        ? "Candidates and companies open your page from every job you post. Add your specialisms and a few lines about the agency. "
        : "Candidates open your company page from every job you post, before they apply. Add your logo, industry and a few lines about you. "}
      <TextLink href="/editprofile">Complete your profile</TextLink>
    </Alert>
  );
}
