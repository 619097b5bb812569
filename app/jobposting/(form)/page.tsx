import type { Metadata } from "next";
import { JobForm } from "@/components/job-form/job-form";
import { PageContainer } from "@/components/page/page-header";
import { Alert } from "@/components/ui/alert";
import { ownCompanyName } from "@/lib/assistant/chats";
import { jobDetails } from "@/lib/assistant/job-details";
import { requireRecruiter } from "@/lib/auth/actor";
import { guardPage } from "@/lib/auth/page-guard";
import { isAppError } from "@/lib/errors";
import { ownJobsFromChat } from "@/lib/jobs/queries";
import { TextLink } from "@/components/ui/text-link";

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
  // Only a chat of the caller's own gives a draft, so only then are its saved jobs looked up.
  const saved = draft && chatId ? await ownJobsFromChat(actor, chatId) : [];
  // Without a chat the form is written by hand; a company still is not asked its own name (an agency names its client).
  const start = draft ?? { companyName: (await ownCompanyName(requireRecruiter(actor))) ?? null };
  return (
    <PageContainer
      title="Job post preview"
      description={
        draft ? (
          "Review the job post the assistant drafted, edit anything, then save it as a draft or publish it."
        ) : (
          <>
            Write the job post yourself, or{" "}
            <TextLink href="/dashboard">
              let the assistant interview you
            </TextLink>{" "}
            and draft it. Save it as a draft or publish it.
          </>
        )
      }
    >
      {missing ? (
        <Alert tone="info" title="Chat not found" className="mb-6">
          That assistant chat was not found, so the form starts without its draft.
        </Alert>
      ) : null}
      {saved.length ? (
        <Alert tone="info" title="Already saved from this chat" className="mb-6">
          <p>Saving again makes another job post. To change the one you have, edit it:</p>
          <ul className="mt-2 list-disc pl-5">
            {saved.map((job) => (
              <li key={job.id}>
                <TextLink href={`/managejobs/${job.id}`}>{job.jobTitle}</TextLink>{" "}
                ({job.jobStatus})
              </li>
            ))}
          </ul>
        </Alert>
      ) : null}
      {draft && !draft.jobDescription ? (
        <Alert tone="info" title="The interview is not finished" className="mb-6">
          There is no description yet. Finish the interview and generate the description in the chat, or write it below: a post needs one to be published.
        </Alert>
      ) : null}
      <JobForm draft={start} chatId={draft ? chatId : null} />
    </PageContainer>
  );
}
