/** Browser calls to the auth API (paths fixed by the brief). Every answer carries `message`. */

export type ApiResult<T> = { ok: true; data: T; message: string } | { ok: false; status: number; message: string };

const BASE = "/api/web/common/auth";

/** POSTs JSON and normalises the answer: the server's `message`, or the network error's text (spec §8). */
export async function callAuthApi<T extends object = Record<string, unknown>>(
  path: string,
  body?: unknown,
  method: "GET" | "POST" = "POST",
): Promise<ApiResult<T>> {
  let res: Response;
  try {
    res = await fetch(`${BASE}${path}`, {
      method,
      headers: body === undefined ? undefined : { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: "same-origin",
    });
  } catch (error) {
    return { ok: false, status: 0, message: error instanceof Error ? error.message : "An unknown error occurred" };
  }
  const json = (await res.json().catch(() => null)) as (T & { message?: unknown; success?: unknown }) | null;
  const message = typeof json?.message === "string" ? json.message : res.ok ? "" : `Request failed (${res.status}).`;
  // verify-otp may answer 200 with success:false; treat that as a failure too (spec §8).
  if (!res.ok || !json || json.success === false) return { ok: false, status: res.status, message };
  return { ok: true, data: json, message };
}

export type ApiUser = { id: number; email: string; name: string; userType: string | null };

export const authApi = {
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
    callAuthApi<{ isRegistered?: boolean; isNew?: boolean }>("/linkedin", { code, state }),
  me: () => callAuthApi<{ user: ApiUser | null; features?: { linkedin?: boolean } }>("/me", undefined, "GET"),
};
