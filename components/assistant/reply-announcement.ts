"use client";

import { useState } from "react";
import type { ChatMessage } from "./types";

/** What the assistant's announcer says: "thinking" while a reply is awaited, the reply once it is complete, otherwise nothing. */
export type Announced = "thinking" | ChatMessage | null;

type Seen = { key: string; loading: boolean; said: Announced };

/**
 * The next announcement, from the conversation's last message before and now. A reply is read
 * only when the message the screen was waiting for stops loading: not while it streams, and
 * never for messages that appear already complete (a chat's history, earlier pages, a reset).
 */
export function nextAnnouncement(before: Seen, last: ChatMessage | undefined): Announced {
  if (!last) return null;
  if (last.isLoading) return last.key === before.key ? before.said : "thinking";
  const finished = last.key === before.key && before.loading;
  return finished && last.type !== "question" && last.content.trim() ? last : null;
}

/** The announcement for the list as it renders now (state adjusted while rendering, when the last message changes). */
export function useReplyAnnouncement(messages: ChatMessage[]): Announced {
  const last = messages.at(-1);
  const key = last?.key ?? "";
  const loading = Boolean(last?.isLoading);
  const [seen, setSeen] = useState<Seen>({ key, loading, said: null });
  if (seen.key !== key || seen.loading !== loading) setSeen({ key, loading, said: nextAnnouncement(seen, last) });
  return seen.said;
}
