import { Prose, type ProseVariant } from "@/components/ui/prose";
import { renderMarkdown } from "@/lib/markdown/render";

/** Sanitised markdown: renderMarkdown escapes raw HTML and keeps only safe link targets. */
export function Markdown({ source, className, variant }: { source: string; className?: string; variant?: ProseVariant }) {
  return <Prose html={renderMarkdown(source)} className={className} variant={variant} />;
}
