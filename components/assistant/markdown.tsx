import { renderMarkdown } from "@/lib/markdown/render";
import { cn } from "@/lib/utils";

/** Typography for rendered markdown (no typography plugin is installed). */
const MARKDOWN_CLASSES =
  "max-w-none break-words [&_a]:underline [&_h1]:mt-3 [&_h1]:text-lg [&_h1]:font-bold [&_h2]:mt-3 [&_h2]:font-semibold [&_h3]:mt-2 [&_h3]:font-semibold " +
  "[&_ol]:list-decimal [&_ol]:pl-5 [&_p]:my-1 [&_ul]:list-disc [&_ul]:pl-5 [&_li]:my-0.5 [&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1";

/** Sanitised markdown: renderMarkdown escapes raw HTML and keeps only safe link targets. */
export function Markdown({ source, className }: { source: string; className?: string }) {
  return <div className={cn(MARKDOWN_CLASSES, className)} dangerouslySetInnerHTML={{ __html: renderMarkdown(source) }} />;
}
