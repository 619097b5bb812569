import NextAuth from "next-auth";
import { nextAuthRoute } from "@/lib/auth/next-auth-route";
import { authOptions } from "@/lib/auth/next-auth";

// next-auth's own routes (/api/auth/csrf, /callback/:provider, /session, /signout…), behind the API's
// answers for unknown actions, bodies that are not JSON and other methods (lib/auth/next-auth-route.ts).
// More specific than app/api/[...path], so they win over the contract dispatcher.
export const { GET, HEAD, POST, PUT, PATCH, DELETE } = nextAuthRoute(NextAuth(authOptions));
