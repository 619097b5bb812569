import NextAuth from "next-auth";
import { authOptions } from "@/lib/auth/next-auth";

// next-auth's own routes (/api/auth/csrf, /callback/:provider, /session, /signout…).
// More specific than app/api/[...path], so they win over the contract dispatcher.
const handler = NextAuth(authOptions);

export { handler as GET, handler as POST };
