import { Marked, type Tokens } from "marked";
import { shorten } from "@/lib/shorten";

/**
 * Markdown → HTML that is safe to inject: raw HTML in the source is shown as
 * text (never parsed), headings start at h2, links keep only http(s)/mailto/relative targets and open
 * with rel="nofollow ugc noopener", images are dropped. Job descriptions and
 * assistant messages come from users and models, so nothing else is trusted.
 */
// A relative link is a path on this site: "/\\evil.example" and "/<TAB>/evil.example" are read by browsers as
// "//evil.example", another site dressed as ours, so a backslash or control character makes a link unsafe.
const SAFE_HREF = /^(https?:|mailto:|\/(?![\/\\])|#)(?!.*[\\\u0000-\u001f])/i;

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

const marked = new Marked({
  gfm: true,
  breaks: false,
  async: false,
  renderer: {
    html: ({ text }: Tokens.HTML | Tokens.Tag) => escape(text),
    image: ({ text }: Tokens.Image) => escape(text),
    // Rendered markdown always sits inside a page that owns the <h1> (a job description
    // starts with "# Title"), so headings move down one level: one h1 per page.
    heading({ tokens, depth }: Tokens.Heading) {
      const level = Math.min(depth + 1, 6);
      return `<h${level}>${this.parser.parseInline(tokens)}</h${level}>\n`;
    },
    link({ href, title, tokens }: Tokens.Link) {
      const label = this.parser.parseInline(tokens);
      if (!SAFE_HREF.test(href.trim())) return label;
      const t = title ? ` title="${escape(title)}"` : "";
      return `<a href="${escape(href.trim())}"${t} rel="nofollow ugc noopener">${label}</a>`;
    },
  },
});

export function renderMarkdown(source: string | null | undefined): string {
  if (!source) return "";
  return marked.parse(source) as string;
}

/** Plain text of a markdown source (meta descriptions, previews). */
export function markdownToText(source: string | null | undefined, max = 160): string {
  const text = renderMarkdown(source)
    // Inline markup goes without a trace ("**payments**." is "payments.", not "payments ."); a block leaves a space.
    .replace(/<\/?(?:strong|em|b|i|code|a|span|del|s|u|mark|sup|sub)\b[^>]*>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&(amp|lt|gt|quot|#39);/g, (m) => ({ "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'" })[m]!)
    .replace(/\s+/g, " ")
    .trim();
  return shorten(text, max);
}
