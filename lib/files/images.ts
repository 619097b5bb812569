import sharp from "sharp";
import { AppError } from "@/lib/errors";
import {
  FILE_TYPE_MESSAGES,
  IMAGE_BOX,
  MAX_DOCUMENT_IMAGE_PIXELS,
  MAX_DOCUMENT_IMAGE_SIDE,
  MAX_IMAGE_PIXELS,
  MAX_IMAGE_SIDE,
  PNG,
  SMALL_IMAGE_BOX,
  type FileKind,
} from "./limits";

export type Encoded = { full: Buffer; small: Buffer; contentType: "image/webp" };

/**
 * Decodes an uploaded image and encodes it again as WebP: what is stored is pixels
 * sharp produced, never the upload's bytes, so metadata (EXIF, GPS, XMP), trailing
 * data and anything smuggled in chunks are gone. The pixel bound is checked from
 * the header before decoding (a decompression bomb is refused, not decoded).
 */
export async function reencodeImage(path: string, kind: FileKind): Promise<Encoded> {
  const box = IMAGE_BOX[kind] ?? SMALL_IMAGE_BOX;
  try {
    const input = sharp(path, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "truncated", pages: 1 });
    const { width = 0, height = 0 } = await input.metadata();
    if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE) throw tooManyPixels();
    // rotate(): apply the EXIF orientation before the metadata that carries it is dropped.
    const oriented = input.rotate();
    const [full, small] = await Promise.all([
      oriented.clone().resize({ width: box, height: box, fit: "inside", withoutEnlargement: true }).webp({ quality: 86 }).toBuffer(),
      oriented.clone().resize({ width: SMALL_IMAGE_BOX, height: SMALL_IMAGE_BOX, fit: "inside", withoutEnlargement: true }).webp({ quality: 80 }).toBuffer(),
    ]);
    return { full, small, contentType: "image/webp" };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw tooManyPixels();
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", `${FILE_TYPE_MESSAGES[kind]} This file could not be read as one.`);
  }
}

/**
 * A document image (a certificate photographed or scanned, an attachment) keeps its
 * format and size but loses its metadata: a phone's EXIF carries where and when the
 * picture was taken (GPS), which should not travel to every recruiter who may open
 * it. Re-encoded from its pixels (EXIF orientation applied), at most
 * MAX_DOCUMENT_IMAGE_SIDE a side; the pixel bound is read from the header first.
 */
export async function withoutMetadata(path: string, kind: FileKind, mime: string): Promise<Buffer> {
  try {
    const image = sharp(path, { limitInputPixels: MAX_DOCUMENT_IMAGE_PIXELS, failOn: "truncated", pages: 1 })
      .rotate()
      .resize({ width: MAX_DOCUMENT_IMAGE_SIDE, height: MAX_DOCUMENT_IMAGE_SIDE, fit: "inside", withoutEnlargement: true });
    return await (mime === PNG ? image.png() : image.jpeg({ quality: 92 })).toBuffer();
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw tooManyPixels();
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", `${FILE_TYPE_MESSAGES[kind]} This file could not be read as one.`);
  }
}

const tooManyPixels = () => new AppError("PAYLOAD_TOO_LARGE", `Images may be at most ${MAX_IMAGE_SIDE} × ${MAX_IMAGE_SIDE} pixels.`);
