import type { Metadata } from "next";
import { AssistantScreen } from "@/components/assistant/assistant-screen";
import { PageContainer } from "@/components/page/page-header";
import { IntroduceOrganisation } from "@/components/profile/first-steps";
import { guardPage } from "@/lib/auth/page-guard";
import { organisationToIntroduce } from "@/lib/profiles/first-steps";

export const metadata: Metadata = { title: "Dashboard" };

export default async function DashboardPage() {
  const actor = await guardPage("/dashboard");
  const introduce = await organisationToIntroduce(actor);
  return (
    <PageContainer
      title="Dashboard"
      description="Create job posts with the AI assistant: it interviews you about the role and drafts the job description and interview questions."
    >
      <AssistantScreen aside={introduce ? <IntroduceOrganisation agency={actor?.userType === "RECRUIMENTAGENCY"} /> : null} />
    </PageContainer>
  );
}
