/** Splits finished text into word-sized pieces (with their trailing whitespace) for streaming. */
export function* words(text: string): Generator<string> {
  for (const m of text.matchAll(/\S+\s*|\s+/g)) yield m[0];
}

/** An async stream of a finished text, word by word. */
export async function* streamText(text: string): AsyncGenerator<string> {
  yield* words(text);
}
