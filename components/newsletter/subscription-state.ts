/**
 * Spec §3 "Subscription state" and its §4 transitions, as a reducer: pending sets
 * loading; fulfilled clears loading and error, sets success and keeps the answer's
 * message; rejected clears loading, sets error and keeps the rejection's message.
 * Two manual resets: clear the error flag, reset the success flag. `valid` says
 * whether the address passed the form's validation.
 */
export type SubscriptionState = { loading: boolean; message: string | null; error: boolean; success: boolean; valid: boolean };

export type SubscriptionAction =
  | { type: "pending" }
  | { type: "fulfilled"; message: string }
  | { type: "rejected"; message: string }
  | { type: "validated"; valid: boolean }
  | { type: "clearError" }
  | { type: "resetSuccess" };

export const initialSubscription: SubscriptionState = { loading: false, message: null, error: false, success: false, valid: false };

export function subscriptionReducer(state: SubscriptionState, action: SubscriptionAction): SubscriptionState {
  switch (action.type) {
    case "pending":
      return { ...state, loading: true };
    case "fulfilled":
      return { ...state, loading: false, error: false, success: true, message: action.message };
    case "rejected":
      return { ...state, loading: false, error: true, message: action.message };
    case "validated":
      return { ...state, valid: action.valid };
    case "clearError":
      return { ...state, error: false };
    case "resetSuccess":
      return { ...state, success: false };
  }
}
