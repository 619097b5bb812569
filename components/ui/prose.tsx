import { cn } from "@/lib/utils";
import "./prose.css";

/**
 * Every typography class of the app lives here: prose.css generates its stylesheet from
 * this file alone, so only pages that render markdown load it (prose.test.ts keeps the
 * classes from spreading to other files, where they would not be styled).
 */
const BASE =
  "prose prose-slate max-w-none break-words prose-headings:font-semibold prose-a:text-indigo-700 prose-a:underline-offset-2 " +
  "prose-code:rounded prose-code:bg-slate-100 prose-code:px-1 prose-code:before:content-none prose-code:after:content-none " +
  // Each paragraph takes the direction of its own text (as dir="auto" would): an Arabic or Hebrew paragraph of a
  // description reads right to left with its punctuation at its end, beside English ones that stay left to right.
  "[&_:is(p,li,h2,h3,h4,blockquote)]:[unicode-bidi:plaintext]";

const VARIANTS = {
  /** The public job page and profiles: the description's sections stay below the page's own section heading (text-xl). */
  page: "prose-h2:text-xl prose-h3:text-lg",
  /** The assistant's messages and the editor's preview. */
  compact: "prose-sm",
  /** Compact, light on the accent colour (the user's own messages). */
  inverted: "prose-sm prose-invert prose-code:bg-indigo-900",
} as const;

export type ProseVariant = keyof typeof VARIANTS;

/**
 * Rendered markdown (already sanitised HTML from lib/markdown/render.ts) with the
 * typography plugin's styles: the same look on the public job page, in the
 * assistant and in the editor's preview.
 */
export function Prose({ html, className, variant = "page" }: { html: string; className?: string; variant?: ProseVariant }) {
  return <div className={cn(BASE, VARIANTS[variant], className)} dangerouslySetInnerHTML={{ __html: html }} />;
}
