import { call } from "../helpers/api";

/** Shared steps of the assistant tests: one full interview through POST chatapi. */
export const READY = "The job description is ready, You can proceed with description generation";

export const INTERVIEW = [
  "We're hiring a Senior Backend Engineer",
  "Globex",
  "full-time",
  "remote",
  "anywhere in Europe",
  "90-110k EUR",
  "Go, PostgreSQL, Kubernetes",
  "Design and run our payments APIs; review code; mentor two engineers",
  "Terraform would be a plus",
  "30 days holiday, learning budget",
  "fintech, remote",
];

export type Reply = {
  message: string;
  chat: { id: string; chatName: string; name: string; enhanced_data: Record<string, unknown>; questions: { question: string }[] };
  category: string | null;
  explanation: string | null;
  next_question: string | null;
  isfinalJD: boolean;
  job_description: string | null;
  questions: { question: string }[] | null;
  answers: { question: string; answer: string }[] | null;
  response: string | null;
  messageType: string;
  messageId: number;
};

export const chatApi = (token: string, body: Record<string, unknown>) =>
  call<Reply>("POST", "/web/common/chat/chatapi", { body, bearer: token });

/** Runs the interview; returns every reply, the chat id and the transcript. */
export async function runInterview(token: string, messages = INTERVIEW) {
  const replies: Reply[] = [];
  let chatid: string | undefined;
  for (const message of messages) {
    const res = await chatApi(token, { message, chatid });
    if (res.status !== 200) throw new Error(`chatapi ${res.status}: ${JSON.stringify(res.body)}`);
    chatid = res.body.chat.id;
    replies.push(res.body);
  }
  return { chatId: chatid!, replies, last: replies[replies.length - 1]! };
}
