import { z } from "zod";
import { messageOnly, publicUserOutput } from "@/lib/api/outputs";

/** What the auth rows answer (see lib/api/outputs.ts). */
export const checkEmailOutput = z.object({ available: z.literal(true), message: z.string() });
export const sendOtpOutput = z.object({ message: z.string(), resendAfterSeconds: z.number(), expiresInSeconds: z.number() });
export const signedInOutput = z.object({ message: z.string(), user: publicUserOutput });
export const verifyOtpOutput = signedInOutput.extend({ success: z.literal(true) });
export const meOutput = z.object({ user: publicUserOutput.nullable(), features: z.object({ linkedin: z.boolean() }) });
export const linkedinOutput = signedInOutput.extend({
  customToken: z.string(),
  isNew: z.boolean(),
  isRegistered: z.boolean(),
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  imageUrl: z.string().nullable(),
  linkedinId: z.string(),
  callbackUrl: z.string().nullable().optional(),
});
export { messageOnly };
