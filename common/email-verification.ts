import { z } from "zod";

/** How long a mailed e-mail verification link works. */
export const EMAIL_VERIFICATION_VALID_HOURS = 24;

/** POST /api/email-verification/confirm: the token from the mailed link. */
export const EmailVerificationConfirmSchema = z.object({
  token: z.string().trim().min(1, "The verification link has no token").max(200),
});
export type EmailVerificationConfirm = z.infer<typeof EmailVerificationConfirmSchema>;

export const EmailVerificationAnswerSchema = z.object({ message: z.string() });
export type EmailVerificationAnswer = z.infer<typeof EmailVerificationAnswerSchema>;

export const EmailVerificationMessages = {
  sent: "We have sent a verification link to your e-mail address. It works once, within 24 hours.",
  verified: "Your e-mail address is verified.",
  invalidLink:
    "This verification link is not valid: it has expired, has already been used, or is incomplete. Please ask for a new one from your profile.",
  otherAddress:
    "This verification link is for an e-mail address your account no longer has. Please ask for a new one from your profile.",
  noEmail: "Your account has no e-mail address. Add one in your profile first.",
  alreadyVerified: "Your e-mail address is already verified.",
  tooSoon:
    "A verification link was sent less than a minute ago. Please check your e-mail, or wait a minute and try again.",
  mailOff:
    "E-mail verification is not available: this server does not send e-mail. Please ask the server's administrator for help.",
  mailSubject: "Verify your e-mail address for Prayer Journey",
} as const;
