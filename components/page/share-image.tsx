import type { ReactElement } from "react";
import { ImageResponse } from "next/og";

/**
 * What the bundled font draws without asking the network: Latin letters, digits, punctuation and currency signs.
 * next/og fetches a font from Google Fonts for any other script (Japanese, Arabic, Hebrew…) and emoji from a
 * CDN, and the whole image fails when that fetch does (a server without internet access: a 503, or a 200 whose
 * body breaks off).
 */
const DRAWN_OFFLINE = /[^\p{Script=Latin}\u0020-\u0040\u005b-\u0060\u007b-\u007e\u00a0-\u00bf\u00d7\u00f7\u2010-\u205e\u20a0-\u20c0]/gu;

/** Text reduced to what the bundled font draws, without the separators left dangling; empty when nothing is left. */
export const drawableOffline = (text: string): string =>
  text
    .replace(DRAWN_OFFLINE, "")
    .replace(/\s+/g, " ")
    .replace(/^[\s·&–—,:;|/-]+|[\s·&–—,:;|/-]+$/g, "");

type Text = (text: string) => string;

/**
 * A share image rendered whole before it is answered. The first try draws every character (next/og
 * fetches the fonts it lacks); if that fails, the image is drawn again with each text passed through
 * `drawableOffline`, so a job titled "株式会社テスト · Backend Engineer" still previews as "Backend
 * Engineer" instead of failing.
 */
export async function shareImage(draw: (text: Text) => ReactElement, size: { width: number; height: number }): Promise<Response> {
  try {
    return await rendered(draw((t) => t), size);
  } catch {
    return rendered(draw(drawableOffline), size);
  }
}

async function rendered(element: ReactElement, size: { width: number; height: number }): Promise<Response> {
  const image = new ImageResponse(element, size);
  const bytes = await image.arrayBuffer();
  return new Response(bytes, { status: image.status, headers: image.headers });
}
