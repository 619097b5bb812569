import { Prose } from "@/components/ui/prose";
import { renderMarkdown } from "@/lib/markdown/render";

/** Sanitised markdown: renderMarkdown escapes raw HTML and keeps only safe link targets. */
export function Markdown({ source, className }: { source: string; className?: string }) {
  return <Prose html={renderMarkdown(source)} className={className} />;
}
