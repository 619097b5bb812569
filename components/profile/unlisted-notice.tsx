import { TextLink } from "@/components/auth/text-link";
import { Alert } from "@/components/ui/alert";
import type { Unlisted } from "@/lib/profiles/first-steps";

const COPY = {
  company: {
    title: "Your company is not in the Companies directory yet",
    body: "Candidates browse companies before they choose a job. Yours is listed there, with its open jobs,",
    link: "Complete your company profile",
  },
  agency: {
    title: "Your agency is not in Explore recruiters yet",
    body: "Candidates and companies find agencies in Explore recruiters and the recruiters directory. Yours is listed there",
    link: "Complete your agency profile",
  },
} as const;

/**
 * For a company or agency without a saved profile (lib/profiles/first-steps.ts): why it is missing
 * from its directory and the one step that lists it. `editing`: on /editprofile, where the form is.
 */
export function UnlistedNotice({ kind, editing = false, className }: { kind: Unlisted; editing?: boolean; className?: string }) {
  const copy = COPY[kind];
  return (
    <Alert title={copy.title} className={className} announce={false} data-testid="unlisted-notice">
      {editing ? (
        `${copy.body} once you save the details below.`
      ) : (
        <>
          {copy.body} once you save your profile. <TextLink href="/editprofile">{copy.link}</TextLink>
        </>
      )}
    </Alert>
  );
}
