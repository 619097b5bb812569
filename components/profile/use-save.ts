"use client";

import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { toast } from "@/components/layout/toast";
import { errorMessage } from "@/lib/client/api";

/**
 * Runs a profile change: the server's message as a toast (or `success`), then the
 * server-rendered page data is read again. Failures toast the server's message and
 * are returned, so a form can show it beside its fields too.
 */
export function useSave() {
  const router = useRouter();
  const [refreshing, startTransition] = useTransition();
  async function save<T extends { message?: string }>(call: () => Promise<T>, success?: string): Promise<{ ok: true; answer: T } | { ok: false; message: string }> {
    try {
      const answer = await call();
      toast.success(success ?? answer.message ?? "Saved.");
      startTransition(() => router.refresh());
      return { ok: true, answer };
    } catch (error) {
      toast.error(errorMessage(error));
      return { ok: false, message: errorMessage(error) };
    }
  }
  return { save, refreshing };
}
