import type { Metadata } from "next";
import { JobForm } from "@/components/job-form/job-form";
import { PageContainer } from "@/components/page/page-header";
import { Alert } from "@/components/ui/alert";
import { jobDetails } from "@/lib/assistant/job-details";
import { guardPage } from "@/lib/auth/page-guard";
import { isAppError } from "@/lib/errors";

export const metadata: Metadata = { title: "Job post preview" };

type Props = { searchParams: Promise<{ chatId?: string | string[] }> };

/** The interview's fields and description (the job-details use case), ready to edit and publish. */
async function loadDraft(actor: Awaited<ReturnType<typeof guardPage>>, chatId: string | undefined) {
  if (!chatId) return { draft: null, missing: false };
  try {
    return { draft: (await jobDetails(actor, chatId)).data, missing: false };
  } catch (error) {
    if (isAppError(error)) return { draft: null, missing: true };
    throw error;
  }
}

export default async function JobPostingPage({ searchParams }: Props) {
  const actor = await guardPage("/jobposting");
  const raw = (await searchParams).chatId;
  const chatId = typeof raw === "string" && raw.trim() ? raw.trim() : undefined;
  const { draft, missing } = await loadDraft(actor, chatId);
  return (
    <PageContainer title="Job post preview" description="Review the job post the assistant drafted, edit anything, then save it as a draft or publish it.">
      {missing ? (
        <Alert tone="info" title="Chat not found" className="mb-6">
          That assistant chat was not found, so the form starts empty.
        </Alert>
      ) : null}
      <JobForm draft={draft} chatId={draft ? chatId : null} />
    </PageContainer>
  );
}
