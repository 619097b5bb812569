import Link from "next/link";
import { NewsletterForm } from "@/components/newsletter/newsletter-form";
import { focusRing } from "@/components/ui/button-classes";
import { cn } from "@/lib/utils";
import { GuestFooterLinks } from "./guest-footer-links";
import { SITE_NAME } from "./site";

const footerLink = cn("rounded-sm text-slate-700 underline-offset-4 hover:text-slate-900 hover:underline", focusRing);

export function SiteFooter() {
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div data-newsletter="footer" className="mx-auto max-w-6xl border-b border-slate-100 px-4 py-6 sm:px-6">
        <div className="max-w-xl">
          <NewsletterForm variant="footer" />
        </div>
      </div>
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-6 text-sm text-slate-600 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p>
          © {new Date().getFullYear()} {SITE_NAME}
        </p>
        <ul className="flex flex-wrap gap-x-5 gap-y-2" aria-label="Footer">
          <li>
            <Link href="/analytics" className={footerLink}>
              Analytics
            </Link>
          </li>
          <GuestFooterLinks className={footerLink} />
        </ul>
      </div>
    </footer>
  );
}
