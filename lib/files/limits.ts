import type { FILE_KINDS } from "@/db/enums";

/**
 * What each kind of upload accepts and how big it may be. Free of server imports,
 * so upload controls can show the same limits the server enforces.
 */
export type FileKind = (typeof FILE_KINDS)[number];

const MB = 1024 * 1024;

/** Size caps in bytes, enforced while the upload streams in (413 once passed). */
export const FILE_CAPS: Record<FileKind, number> = {
  resume: 10 * MB,
  certificate: 10 * MB,
  attachment: 10 * MB,
  logo: 2 * MB,
  banner: 5 * MB,
  photo: 2 * MB,
};

export const PDF = "application/pdf";
export const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
export const PNG = "image/png";
export const JPEG = "image/jpeg";
export const WEBP = "image/webp";

/** Types allowed per kind, as detected from the file's bytes (never its name or the browser's claim). */
export const FILE_TYPES: Record<FileKind, readonly string[]> = {
  resume: [PDF, DOCX],
  certificate: [PDF, DOCX, PNG, JPEG],
  attachment: [PDF, DOCX, PNG, JPEG],
  logo: [PNG, JPEG, WEBP],
  banner: [PNG, JPEG, WEBP],
  photo: [PNG, JPEG, WEBP],
};

/** The 415 message for a file of another type. */
export const FILE_TYPE_MESSAGES: Record<FileKind, string> = {
  resume: "Resumes must be PDF or Word (.docx) files.",
  certificate: "Certificates must be PDF, Word (.docx), PNG or JPEG files.",
  attachment: "Attachments must be PDF, Word (.docx), PNG or JPEG files.",
  logo: "Logos must be PNG, JPEG or WebP images.",
  banner: "Banners must be PNG, JPEG or WebP images.",
  photo: "Photos must be PNG, JPEG or WebP images.",
};

/** Kinds a user has at most one of: uploading another replaces it. */
/** A file chosen with nothing in it (said by the upload's check and, before sending, by the forms). */
export const EMPTY_FILE = "The file is empty.";

export const SINGLE_FILE_KINDS: readonly FileKind[] = ["resume", "logo", "banner", "photo"];

/** Images that are decoded and re-encoded (metadata stripped) and get a small variant for lists. */
export const IMAGE_KINDS: readonly FileKind[] = ["logo", "banner", "photo"];

/** Largest image accepted for decoding (width × height); bigger ones are refused before any pixel is decoded. */
export const MAX_IMAGE_PIXELS = 4096 * 4096;
export const MAX_IMAGE_SIDE = 4096;
/**
 * Document images (certificates, attachments) are re-encoded without metadata, keeping
 * their format: a phone photo of 50 MP (8160 × 6120) is accepted and stored at most
 * 4096 px a side, still sharp enough to read.
 */
export const MAX_DOCUMENT_IMAGE_PIXELS = 8192 * 8192;
export const MAX_DOCUMENT_IMAGE_SIDE = 4096;
/** Bounding box of the stored full-size image, per image kind. */
export const IMAGE_BOX: Partial<Record<FileKind, number>> = { logo: 1024, banner: 2560, photo: 800 };
/** Bounding box of the small variant (GET /api/files/:id?size=small). */
export const SMALL_IMAGE_BOX = 160;

/** "10 MB" — for upload controls and messages. */
export const formatCap = (bytes: number) => `${Math.round((bytes / MB) * 10) / 10} MB`;

/** The row to put in an endpoint's multipart body spec for one file field of a kind. */
export const multipartFile = (kind: FileKind) => ({ maxBytes: FILE_CAPS[kind] });
