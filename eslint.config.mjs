import next from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const config = [
  ...next,
  ...nextTs,
  { ignores: [".next/**", "node_modules/**", ".data/**", "dist/**", "next-env.d.ts", "test-results/**", "playwright-report/**"] },
  {
    files: ["components/**/*.tsx", "app/**/*.tsx"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          // Before hydration (slow network, a blocked dev channel) the browser submits a form
          // by itself: with the default method (GET) a password would land in the URL.
          selector: 'JSXOpeningElement[name.name="form"]:not(:has(JSXAttribute[name.name="method"]))',
          message: 'Give every <form> a method: "post" for forms JavaScript handles (never a password in a URL), "get" for search forms.',
        },
      ],
    },
  },
  {
    // Screens call the API through lib/client/api.ts (credentials, time-out, error shape → message).
    files: ["components/**/*.{ts,tsx}", "app/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-globals": ["error", { name: "fetch", message: "Call the API through lib/client/api.ts (api.get/post…), not fetch." }],
    },
  },
  {
    // A screen's toasts show only once the toast area is mounted, which waits for a page that can
    // toast to ask for it (components/layout/toast-demand.ts): `toast` comes from layout/toast.ts.
    files: ["components/**/*.{ts,tsx}", "app/**/*.{ts,tsx}", "lib/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}", "components/layout/toast.ts", "components/layout/toast-area.tsx", "components/layout/lazy-toast.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { paths: [{ name: "react-toastify", message: "Import `toast` from @/components/layout/toast (it asks for the toast area), or call lazyToast." }] },
      ],
    },
  },
];
export default config;
