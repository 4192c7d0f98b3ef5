import { PASSWORD_MIN, PasswordMessages, passwordIsUsername } from "@common/auth";
import { dictionary } from "@zxcvbn-ts/language-common";
import { ValidationError } from "../../errors";

/**
 * The most common passwords (zxcvbn-ts's list, ranked from breach corpora, about 43,000 of at least
 * PASSWORD_MIN characters), lower-cased. Kept on the server only: the browser would have to load
 * hundreds of KB for it (decision 019).
 */
const commonPasswords = new Set(dictionary["passwords-common"].filter((password) => password.length >= PASSWORD_MIN));

export const isCommonPassword = (password: string) => commonPasswords.has(password.trim().toLowerCase());

/**
 * Refuses a new password (registration, a password change) that is the username or one of the most
 * common passwords, as a 400 on the password field; the contract already refused short ones and one
 * character repeated.
 */
export function assertAcceptablePassword(password: string, username: string) {
  const problem = passwordIsUsername(password, username)
    ? PasswordMessages.sameAsUsername
    : isCommonPassword(password)
      ? PasswordMessages.tooCommon
      : null;
  if (problem) throw new ValidationError(problem, { fieldErrors: { password: [problem] } });
}
