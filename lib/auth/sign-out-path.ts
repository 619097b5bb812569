/** Where the header's Sign out form posts without JavaScript (app/signout/route.ts, lib/auth/sign-out-form.ts). */
export const SIGN_OUT_FORM_PATH = "/signout";
