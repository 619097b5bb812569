import { linkify } from "./linkify";

/** A message as plain text with its http(s) links clickable; nothing is ever read as HTML. */
export function MessageText({ text }: { text: string }) {
  return (
    // dir="auto": a message in Arabic or Hebrew reads right to left, its "!" and "?" at its end, not at the wrong side.
    <p dir="auto" className="break-words whitespace-pre-wrap">
      {linkify(text).map((part, i) =>
        part.kind === "link" ? (
          <a key={i} href={part.href} target="_blank" rel="noopener noreferrer nofollow ugc" className="underline underline-offset-2">
            {part.text}
          </a>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </p>
  );
}
