import { z } from "zod";

/** The one error shape every API failure uses. */
export const ErrorEnvelopeSchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  details: z.unknown().optional(),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;

export const ErrorCode = {
  validation: "VALIDATION_ERROR",
  unauthorized: "UNAUTHORIZED",
  forbidden: "FORBIDDEN",
  notFound: "NOT_FOUND",
  conflict: "CONFLICT",
  rateLimited: "RATE_LIMITED",
  internal: "INTERNAL_ERROR",
  unavailable: "SERVICE_UNAVAILABLE",
  /** The server sends no e-mail (SMTP_URL unset), so a feature that needs it cannot run. */
  mailOff: "MAIL_OFF",
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];
