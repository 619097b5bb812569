import type { ApplicationStatus } from "@/db/enums";

/** The statuses a candidate may still withdraw from: nothing has been decided yet (lib/applications/withdraw.ts). */
export const WITHDRAWABLE: readonly ApplicationStatus[] = ["Pending", "Reviewed"];
