import { isAccountType, type AccountType } from "./home-path";

/**
 * What registration keeps across a reload of its tab (sessionStorage: this tab only, gone when it closes): the
 * address, the account type and the name, and until when the code mailed last is good. A phone that reloads the
 * tab while its user fetches the code from the mail app came back to step 1 and the mailed code was lost. The
 * password is never kept: it is typed again.
 */
export type RegisterDraft = {
  email: string;
  userType?: AccountType;
  name?: string;
  /** Epoch ms until which the code mailed last can be used (the send's `expiresInSeconds`). */
  codeValidUntil?: number;
};

type DraftStore = Pick<Storage, "getItem" | "setItem" | "removeItem">;

const KEY = "register-draft";

const browserStore = (): DraftStore | null => {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null; // storage refused (a privacy setting): registration works as before, without the draft
  }
};

/** The saved draft, or null when there is none or it is not one (written by an older build, or edited). */
export function loadDraft(store: DraftStore | null = browserStore()): RegisterDraft | null {
  let value: unknown;
  try {
    value = JSON.parse(store?.getItem(KEY) ?? "null");
  } catch {
    return null;
  }
  if (!value || typeof value !== "object") return null;
  const { email, userType, name, codeValidUntil } = value as Record<string, unknown>;
  if (typeof email !== "string" || !email) return null;
  return {
    email,
    userType: isAccountType(userType) ? userType : undefined,
    name: typeof name === "string" ? name : undefined,
    codeValidUntil: typeof codeValidUntil === "number" ? codeValidUntil : undefined,
  };
}

export function saveDraft(draft: RegisterDraft, store: DraftStore | null = browserStore()): void {
  try {
    store?.setItem(KEY, JSON.stringify(draft));
  } catch {
    // full or refused: the draft is a convenience
  }
}

export function clearDraft(store: DraftStore | null = browserStore()): void {
  try {
    store?.removeItem(KEY);
  } catch {
    // as above
  }
}

/** Whether the draft's mailed code can still be entered at `now` (so the code step needs no new mail). */
export const draftCodeUsable = (draft: RegisterDraft | null, now = Date.now()) => !!draft?.codeValidUntil && draft.codeValidUntil > now;
