import { ApiError, apiRequest, errorMessage } from "@/lib/client/api";

/** The auth calls of the screens, through the one API client. Every answer carries `message`. */

export type ApiResult<T> = { ok: true; data: T; message: string } | { ok: false; status: number; message: string; fields: Record<string, string> };

const BASE = "/web/common/auth";

/** The server's `message` on success; on failure the client's message (server, network or time-out: spec §8). */
export async function callAuthApi<T extends object = Record<string, unknown>>(
  path: string,
  body?: unknown,
  method: "GET" | "POST" = "POST",
): Promise<ApiResult<T>> {
  try {
    const data = await apiRequest<T & { message?: unknown }>(method, `${BASE}${path}`, method === "GET" ? {} : { body: body ?? {} });
    return { ok: true, data, message: typeof data.message === "string" ? data.message : "" };
  } catch (error) {
    return error instanceof ApiError
      ? { ok: false, status: error.status, message: errorMessage(error), fields: error.fields }
      : { ok: false, status: 0, message: errorMessage(error), fields: {} };
  }
}

export type ApiUser = { id: number; email: string; name: string; userType: string | null };

export type SignedIn = { user: ApiUser; message?: string };

export const authApi = {
  login: (email: string, password: string) => callAuthApi<SignedIn>("/login", { email, password }),
  verifyLogin: (email: string, code: string) => callAuthApi<SignedIn>("/verify-otp", { email, code, purpose: "login" }),
  checkEmail: (email: string) => callAuthApi<{ available: boolean }>("/check-email", { email }),
  sendOtp: (email: string, purpose: "register" | "login") =>
    callAuthApi<{ resendAfterSeconds?: number; expiresInSeconds?: number }>("/send-otp", { email, purpose }),
  verifyRegistration: (input: { email: string; code: string; password: string; userType: string; name: string }) =>
    callAuthApi<{ user: ApiUser }>("/verify-otp", { ...input, purpose: "register" }),
  resetPassword: (email: string) => callAuthApi("/resetPassword", { email }),
  changePassword: (input: { token: string; password: string } | { currentPassword: string; password: string }) =>
    callAuthApi("/change-password", input),
  setAccountType: (userType: string, name?: string) =>
    callAuthApi<{ user: ApiUser }>("/account-type", { userType, name }),
  linkedin: (code: string, state: string) =>
    callAuthApi<SignedIn & { callbackUrl?: string | null }>("/linkedin", { code, state }),
  me: () => callAuthApi<{ user: ApiUser | null; features?: { linkedin?: boolean } }>("/me", undefined, "GET"),
};
