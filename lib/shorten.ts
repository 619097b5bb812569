const graphemes = new Intl.Segmenter(undefined, { granularity: "grapheme" });

/**
 * Text cut to at most `max` UTF-16 units for a preview (meta descriptions, share images, JSON-LD),
 * ending in "…" when cut. It never cuts inside a character (a half emoji or surrogate pair became "�"
 * in link previews) nor inside a word when a space is near the end, so "ampersand. مرحبا" does not
 * end in "ampersand. م".
 */
export function shorten(text: string, max: number): string {
  if (text.length <= max) return text;
  const kept = cutAt(text, max - 1);
  const space = kept.search(/\s\S*$/);
  // A word cut near the end goes back to the space before it; a single long word is cut where it is.
  const cut = space > kept.length * 0.6 ? kept.slice(0, space) : kept;
  return `${cut.trimEnd()}…`;
}

/** The longest start of `text` of at most `max` UTF-16 units that ends between two characters (graphemes). */
export function cutAt(text: string, max: number): string {
  if (text.length <= max) return text;
  let kept = "";
  for (const { segment } of graphemes.segment(text)) {
    if (kept.length + segment.length > max) break;
    kept += segment;
  }
  return kept;
}
