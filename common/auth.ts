import { z } from "zod";

/** Limits shared by the auth forms and the server. */
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 50;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 200;
export const NAME_MAX = 100;

export const UserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  createdAt: z.string(),
  /** Whether the current `email` was confirmed through a mailed link (false when there is none). */
  emailVerified: z.boolean(),
});
export type User = z.infer<typeof UserSchema>;

/**
 * GET /api/session: who is signed in, answered 200 either way (`user` is null for a visitor), so a
 * signed-out page asks without a failed request in the browser's console (decision 049).
 */
export const SessionSchema = z.object({ user: UserSchema.nullable() });
export type Session = z.infer<typeof SessionSchema>;

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .transform((value) => (value ? value : undefined));

export const LoginInputSchema = z.object({
  username: z.string().trim().min(1, "Username is required").max(USERNAME_MAX),
  password: z.string().min(1, "Password is required").max(PASSWORD_MAX),
});
export type LoginInput = z.infer<typeof LoginInputSchema>;

/** Why a new password is refused, beyond its length. The server also refuses the most common passwords. */
export const PasswordMessages = {
  oneCharacter: "Password must not be one character repeated",
  sameAsUsername: "Password must not be your username",
  tooCommon: "That password is one of the most common passwords. Please choose one that is harder to guess.",
} as const;

/** A password being chosen (registration, a password change). */
export const NewPasswordSchema = z
  .string()
  .min(PASSWORD_MIN, { error: `Password must be at least ${PASSWORD_MIN} characters`, abort: true })
  .max(PASSWORD_MAX, { error: `Password must be at most ${PASSWORD_MAX} characters`, abort: true })
  .refine((password) => !/^(.)\1*$/su.test(password), PasswordMessages.oneCharacter);

/** True when the password is the username, whatever the case or surrounding spaces. */
export const passwordIsUsername = (password: string, username: string) =>
  password.trim().toLowerCase() === username.trim().toLowerCase();

export const RegisterInputSchema = z.object({
  username: z
    .string()
    .trim()
    .min(USERNAME_MIN, `Username must be at least ${USERNAME_MIN} characters`)
    .max(USERNAME_MAX, `Username must be at most ${USERNAME_MAX} characters`)
    .regex(/^[\p{L}\p{N}_.-]+$/u, "Username may contain letters, numbers, '.', '_' and '-' only"),
  password: NewPasswordSchema,
  email: z
    .union([z.literal(""), z.email("Please enter a valid email address").max(254)])
    .optional()
    .transform((value) => (value ? value.toLowerCase() : undefined)),
  firstName: optionalText(NAME_MAX, "First name"),
  lastName: optionalText(NAME_MAX, "Last name"),
});
export type RegisterInput = z.input<typeof RegisterInputSchema>;
export type RegisterData = z.output<typeof RegisterInputSchema>;

/** Messages the server sends; the client shows them as they are. */
export const AuthMessages = {
  invalidCredentials: "Invalid username or password",
  usernameTaken: "That username is already taken. Please choose another.",
  emailTaken: "An account with that email already exists.",
  notSignedIn: "You are not signed in",
  tooManyAttempts: "Too many attempts. Please wait a few minutes and try again.",
} as const;

const nullableName = (label: string) =>
  z
    .string()
    .trim()
    .max(NAME_MAX, `${label} must be at most ${NAME_MAX} characters`)
    .transform((value) => value || null);

/** PATCH /api/user: the fields sent change; a blank one is cleared (null). */
export const UpdateUserInputSchema = z.object({
  firstName: nullableName("First name").optional(),
  lastName: nullableName("Last name").optional(),
  email: z
    .string()
    .trim()
    .max(254, "Email must be at most 254 characters")
    .refine((value) => value === "" || z.email().safeParse(value).success, "Please enter a valid email address")
    .transform((value) => (value ? value.toLowerCase() : null))
    .optional(),
});
export type UpdateUserInput = z.input<typeof UpdateUserInputSchema>;
export type UserChanges = z.output<typeof UpdateUserInputSchema>;

/** DELETE /api/account: the password again, so a borrowed session cannot delete the account. */
export const DeleteAccountInputSchema = z.object({
  password: z.string().min(1, "Please enter your password").max(PASSWORD_MAX),
});
export type DeleteAccountInput = z.infer<typeof DeleteAccountInputSchema>;

export const AccountMessages = {
  wrongPassword: "That password is not correct, so your account was not deleted.",
} as const;

/** DELETE /api/account/data: how many rows of each kind of prayer data were deleted. */
export const ClearAccountDataResponseSchema = z.object({
  deleted: z.record(z.string(), z.number().int()),
});
export type ClearAccountDataResponse = z.infer<typeof ClearAccountDataResponseSchema>;

/** GET /api/account/export: everything stored for the user, one section per kind of data. */
export const AccountExportSchema = z
  .object({
    exportedAt: z.string(),
    user: UserSchema,
  })
  .catchall(z.unknown());
export type AccountExport = z.infer<typeof AccountExportSchema>;
