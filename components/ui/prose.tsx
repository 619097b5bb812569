import { cn } from "@/lib/utils";

/**
 * Rendered markdown (already sanitised HTML from lib/markdown/render.ts) with the
 * typography plugin's styles: the same look on the public job page, in the
 * assistant and in the editor's preview.
 */
export const PROSE_CLASSES =
  "prose prose-slate max-w-none break-words prose-headings:font-semibold prose-a:text-indigo-700 prose-a:underline-offset-2 " +
  "prose-code:rounded prose-code:bg-slate-100 prose-code:px-1 prose-code:before:content-none prose-code:after:content-none";

export function Prose({ html, className }: { html: string; className?: string }) {
  return <div className={cn(PROSE_CLASSES, className)} dangerouslySetInnerHTML={{ __html: html }} />;
}
