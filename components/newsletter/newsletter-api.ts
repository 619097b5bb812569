import { api } from "@/lib/client/api";
import type { SubscribeInput } from "@/lib/newsletter/schemas";

/** The newsletter calls through the one browser API client (failures are ApiErrors with the server's message). */
export type NewsletterAnswer = { message: string; status: "pending" | "confirmed" | "unsubscribed" };

const BASE = "/web/common/newsletter";

export const newsletterApi = {
  subscribe: (input: SubscribeInput) => api.post<NewsletterAnswer>(`${BASE}/subscribe`, input),
  confirm: (token: string) => api.post<NewsletterAnswer>(`${BASE}/confirm`, { token }),
  unsubscribe: (token: string) => api.post<NewsletterAnswer>(`${BASE}/unsubscribe`, { token }),
};
