import type { ThreadMessage } from "./thread-state";

/**
 * What a screen reader is told when messages arrive: the messages after `previousLastKey` (the
 * thread's last message when it was last looked at; "" for an empty thread) that someone else
 * sent, each as "Name: text". Nothing for the user's own messages, for older pages put on top,
 * or when the previous last message is gone (a reload of the thread, not an arrival).
 */
export function arrivalText(messages: ThreadMessage[], previousLastKey: string, meId: number | null): string {
  const from = messages.findIndex((m) => m.key === previousLastKey);
  if (from < 0 && previousLastKey) return "";
  return messages
    .slice(from + 1)
    .filter((m) => m.sender.id !== meId && m.status === "sent")
    .map((m) => `${m.sender.name}: ${m.content}`)
    .join("\n");
}
