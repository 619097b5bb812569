import { signOutByForm } from "@/lib/auth/sign-out-form";

/** The header's Sign out form, without JavaScript (lib/auth/sign-out-form.ts). Other methods are 405 (Next). */
export function POST(request: Request) {
  return signOutByForm(request);
}
