import Link from "next/link";
import { focusRing } from "@/components/ui/button-classes";
import { cx } from "@/lib/utils";
import { SITE_NAME } from "./site";

export function Logo() {
  return (
    <Link href="/" className={cx("flex items-center gap-2 rounded-md font-semibold text-slate-900", focusRing)}>
      <svg viewBox="0 0 32 32" className="size-7" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="#4338ca" />
        <path d="M9 22V10h3v4.5h8V10h3v12h-3v-4.7h-8V22z" fill="#fff" />
      </svg>
      <span>{SITE_NAME}</span>
    </Link>
  );
}
