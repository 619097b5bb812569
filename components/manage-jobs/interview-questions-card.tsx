import { Card } from "@/components/ui/card";
import { TextLink } from "@/components/ui/text-link";

/**
 * /managejobs/{id}: the interview questions the assistant wrote for this job, kept beside the job
 * rather than only in its chat, with the way back to that chat to refine or write them.
 */
export function InterviewQuestionsCard({ chatId, questions }: { chatId: string; questions: string[] }) {
  return (
    <Card data-testid="interview-questions">
      <h2 className="mb-3 font-semibold text-slate-900">Interview questions</h2>
      {questions.length ? (
        <ol className="list-decimal space-y-2 pl-5 text-sm text-slate-800">
          {questions.map((question, i) => (
            <li key={i}>{question}</li>
          ))}
        </ol>
      ) : (
        <p className="text-sm text-slate-700">None yet for this job&apos;s latest description.</p>
      )}
      <TextLink href={`/dashboard/${chatId}`} className="mt-3 inline-block text-sm">
        {questions.length ? "Refine them with the assistant" : "Write them with the assistant"}
      </TextLink>
    </Card>
  );
}
