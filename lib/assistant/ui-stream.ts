import { createUIMessageStream, createUIMessageStreamResponse } from "ai";
import { z } from "zod";
import type { Actor } from "@/lib/auth/actor";
import { startFinalDescription, startQuestions } from "./generate";
import { engineError, type Turn } from "./reply";
import { streamRequestSchema, type StreamRequest } from "./schemas";
import { startChatTurn, startInteraction, type TurnOptions } from "./turns";

/**
 * The screen's streaming path (POST /api/assistant/stream): the same use cases as
 * the JSON endpoints, delivered as an AI SDK UI message stream.
 *
 * Stream: start → data-chat {chatId} → text-start/text-delta…/text-end (the
 * assistant's words) → data-reply (the chat reply fields, after the message is
 * stored) → finish. A failure sends an `error` part instead and stores nothing.
 */

type UiMessage = { role?: string; parts?: { type?: string; text?: string }[] };

/**
 * Our own body ({ action, message | chatid }) or the body of AI SDK's
 * DefaultChatTransport ({ messages, …extra body }), whose last user message is
 * the text to send. The contract row's input (lib/assistant/endpoints.ts).
 */
export const streamInput = z.preprocess((body) => {
  if (typeof body !== "object" || body === null) return body;
  const raw: Record<string, unknown> = { action: "chat", ...(body as Record<string, unknown>) };
  if (raw.message === undefined && Array.isArray(raw.messages)) {
    const last = [...(raw.messages as UiMessage[])].reverse().find((m) => m?.role === "user");
    const parts = Array.isArray(last?.parts) ? last.parts : [];
    raw.message = parts.filter((p) => p?.type === "text" && typeof p.text === "string").map((p) => p.text).join("");
  }
  return raw;
}, streamRequestSchema);

/** Starts the turn for an action: checks, rate limit and the stored user message all happen before streaming. */
export function startTurn(actor: Actor | null, req: StreamRequest, options: TurnOptions = {}): Promise<Turn> {
  switch (req.action) {
    case "chat":
      return startChatTurn(actor, { message: req.message, chatid: req.chatid }, options);
    case "interaction":
      return startInteraction(actor, { user_input: req.message, chatid: req.chatid }, options);
    case "finaljd":
      return startFinalDescription(actor, { chatid: req.chatid }, options);
    case "questions":
      return startQuestions(actor, { chatid: req.chatid }, options);
  }
}

export function turnStream(turn: Turn) {
  return createUIMessageStream({
    async execute({ writer }) {
      const textId = `text-${turn.chatId}`;
      writer.write({ type: "start" });
      writer.write({ type: "data-chat", id: "chat", data: { chatId: turn.chatId } });
      const run = turn.run();
      let open = false;
      for (;;) {
        const step = await run.next();
        if (step.done) {
          if (open) writer.write({ type: "text-end", id: textId });
          writer.write({ type: "data-reply", id: "reply", data: step.value });
          writer.write({ type: "finish", finishReason: "stop" });
          return;
        }
        if (!open) writer.write({ type: "text-start", id: textId });
        open = true;
        writer.write({ type: "text-delta", id: textId, delta: step.value });
      }
    },
    onError: (error) => engineError(error).message,
  });
}

export const turnResponse = (turn: Turn) => createUIMessageStreamResponse({ stream: turnStream(turn), headers: { "cache-control": "no-store" } });
