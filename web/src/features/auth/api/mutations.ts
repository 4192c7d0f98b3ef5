import { type LoginInput, type RegisterInput, type User, UserSchema } from "@common/auth";
import {
  type EmailVerificationAnswer,
  EmailVerificationAnswerSchema,
  type EmailVerificationConfirm,
} from "@common/email-verification";
import {
  type PasswordResetAnswer,
  PasswordResetAnswerSchema,
  type PasswordResetConfirm,
  type PasswordResetRequest,
} from "@common/password-reset";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest, errorMessage } from "@/lib/api-client";
import { toastError, toastSuccess } from "@/lib/toast";
import { type AuthSurface, authToasts } from "../auth-messages";
import { authKeys } from "./queries";

/** What the landing card and the auth page send; the server validates it with RegisterInputSchema. */
export type RegisterPayload = RegisterInput;

export async function login(input: LoginInput): Promise<User> {
  return UserSchema.parse(await apiRequest("POST", "/api/login", input));
}

export async function register(input: RegisterPayload): Promise<User> {
  return UserSchema.parse(await apiRequest("POST", "/api/register", input));
}

export async function logout(): Promise<void> {
  await apiRequest("POST", "/api/logout");
}

export function useLoginMutation(surface: AuthSurface) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => {
      queryClient.setQueryData(authKeys.user, user);
      toastSuccess(authToasts.signInSuccess.title, authToasts.signInSuccess.description[surface]);
    },
    onError: (error) => {
      toastError(authToasts.signInFailure.title[surface], errorMessage(error, authToasts.signInFailure.fallback));
    },
  });
}

export function useRegisterMutation(surface: AuthSurface) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: (user) => {
      queryClient.setQueryData(authKeys.user, user);
      toastSuccess(authToasts.registerSuccess.title[surface], authToasts.registerSuccess.description);
    },
    onError: (error) => {
      toastError(authToasts.registerFailure.title, errorMessage(error, authToasts.registerFailure.fallback));
    },
  });
}

export function useLogoutMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      queryClient.setQueryData(authKeys.user, null);
      // Whatever was cached belonged to the user who just left.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== authKeys.user[0] });
      toastSuccess(authToasts.signOutSuccess.title, authToasts.signOutSuccess.description);
    },
    onError: (error) => {
      toastError(authToasts.signOutFailure.title, errorMessage(error, authToasts.signOutFailure.fallback));
    },
  });
}

export async function requestPasswordReset(input: PasswordResetRequest): Promise<PasswordResetAnswer> {
  return PasswordResetAnswerSchema.parse(await apiRequest("POST", "/api/password-reset/request", input));
}

export async function confirmPasswordReset(input: PasswordResetConfirm): Promise<PasswordResetAnswer> {
  return PasswordResetAnswerSchema.parse(await apiRequest("POST", "/api/password-reset/confirm", input));
}

/** Asks for a reset link; the answer is the same whether or not the account exists. */
export function useRequestPasswordResetMutation() {
  return useMutation({
    mutationFn: requestPasswordReset,
    onSuccess: (answer) => toastSuccess(authToasts.resetRequested.title, answer.message),
    onError: (error) =>
      toastError(authToasts.resetRequestFailure.title, errorMessage(error, authToasts.resetRequestFailure.fallback)),
  });
}

/** Sets a new password with the mailed link's token; every session ends, so whoever was signed in is signed out. */
export function useConfirmPasswordResetMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmPasswordReset,
    onSuccess: (answer) => {
      queryClient.setQueryData(authKeys.user, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== authKeys.user[0] });
      toastSuccess(authToasts.resetDone.title, answer.message);
    },
    onError: (error) =>
      toastError(authToasts.resetFailure.title, errorMessage(error, authToasts.resetFailure.fallback)),
  });
}

export async function confirmEmailVerification(input: EmailVerificationConfirm): Promise<EmailVerificationAnswer> {
  return EmailVerificationAnswerSchema.parse(await apiRequest("POST", "/api/email-verification/confirm", input));
}

/** Verifies the address with the mailed link's token; the signed-in user (if any) is fetched again. */
export function useConfirmEmailVerificationMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmailVerification,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.user }),
  });
}
