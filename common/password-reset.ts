import { z } from "zod";
import { NewPasswordSchema } from "./auth";

/** How long a mailed password reset link works. */
export const PASSWORD_RESET_VALID_MINUTES = 60;

/** POST /api/password-reset/request */
export const PasswordResetRequestSchema = z.object({
  usernameOrEmail: z.string().trim().min(1, "Please enter your username or e-mail address").max(254),
});
export type PasswordResetRequest = z.infer<typeof PasswordResetRequestSchema>;

/** POST /api/password-reset/confirm: the token from the mailed link and the new password (the usual rules). */
export const PasswordResetConfirmSchema = z.object({
  token: z.string().trim().min(1, "The reset link has no token").max(200),
  password: NewPasswordSchema,
});
export type PasswordResetConfirm = z.input<typeof PasswordResetConfirmSchema>;

export const PasswordResetAnswerSchema = z.object({ message: z.string() });
export type PasswordResetAnswer = z.infer<typeof PasswordResetAnswerSchema>;

export const PasswordResetMessages = {
  /** The same answer whether or not the account exists. */
  requested:
    "If that account exists and has an e-mail address, we have sent it a link to reset the password. The link works once, within one hour.",
  invalidLink:
    "This password reset link is not valid: it has expired, has already been used, or is incomplete. Please ask for a new one.",
  done: "Your password has been changed and every device has been signed out. Please sign in with your new password.",
  mailOff:
    "Password reset by e-mail is not available: this server does not send e-mail. Please ask the server's administrator for help.",
  mailSubject: "Reset your Prayer Journey password",
} as const;
