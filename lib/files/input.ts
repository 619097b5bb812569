import { z } from "zod";
import { UploadedFile } from "@/lib/api/multipart";
import { multipartFile, type FileKind } from "./limits";

/** The input schema of a multipart file field: the file must be there. */
export const uploadedFile = (message = "A file is required") => z.instanceof(UploadedFile, { error: message });

/** A row's multipart body with one file field capped for a kind, e.g. `uploadBody("resume", "resume")`. */
export const uploadBody = (field: string, kind: FileKind, maxFieldBytes?: number) =>
  ({ type: "multipart", files: { [field]: multipartFile(kind) }, maxFieldBytes }) as const;
