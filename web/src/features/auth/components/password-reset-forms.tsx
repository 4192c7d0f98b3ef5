import {
  PasswordResetConfirmSchema,
  type PasswordResetRequest,
  PasswordResetRequestSchema,
} from "@common/password-reset";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useRef } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import type { z } from "zod";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { SubmitButton } from "@/components/ui/submit-button";
import { errorMessage } from "@/lib/api-client";
import { useConfirmPasswordResetMutation, useRequestPasswordResetMutation } from "../api/mutations";

/** The "Forgot password?" link under both sign-in forms. */
export function ForgotPasswordLink({ href }: { href: string }) {
  return (
    <Link to={href} className="justify-self-end text-sm font-medium text-primary underline-offset-4 hover:underline">
      Forgot password?
    </Link>
  );
}

/** Asks for a reset link by username or e-mail; then says (the same for any account) what happens next. */
export function ForgotPasswordForm() {
  const request = useRequestPasswordResetMutation();
  const form = useForm<PasswordResetRequest>({
    resolver: zodResolver(PasswordResetRequestSchema),
    defaultValues: { usernameOrEmail: "" },
  });
  const { errors } = form.formState;
  const status = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (request.isSuccess) status.current?.focus();
  }, [request.isSuccess]);

  return (
    <form noValidate className="grid gap-4" onSubmit={form.handleSubmit((values) => request.mutate(values))}>
      <FormField
        label="Username or email"
        error={errors.usernameOrEmail?.message}
        hint="We will email a link to reset your password to the address on your account."
      >
        {(control) => <Input {...control} autoComplete="username" autoFocus {...form.register("usernameOrEmail")} />}
      </FormField>
      <SubmitButton size="lg" className="w-full" pending={request.isPending} pendingLabel="Sending...">
        Send reset link
      </SubmitButton>
      <p ref={status} role="status" tabIndex={-1} className="text-sm text-muted-foreground outline-none">
        {request.isSuccess ? request.data.message : request.isError ? errorMessage(request.error, "") : ""}
      </p>
    </form>
  );
}

const NewPasswordFormSchema = PasswordResetConfirmSchema.pick({ password: true });
type NewPasswordInput = z.input<typeof NewPasswordFormSchema>;

/** Sets a new password with the token from the mailed link. */
export function ResetPasswordForm({ token, onDone }: { token: string | null; onDone: () => void }) {
  const confirm = useConfirmPasswordResetMutation();
  const form = useForm<NewPasswordInput>({
    resolver: zodResolver(NewPasswordFormSchema),
    defaultValues: { password: "" },
  });
  const { errors } = form.formState;

  if (!token) {
    return (
      <p role="alert" className="text-sm font-medium text-destructive">
        This page needs the link from the password reset email. Please open the link from the email again, or ask for a
        new one.
      </p>
    );
  }
  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={form.handleSubmit(({ password }) => confirm.mutate({ token, password }, { onSuccess: onDone }))}
    >
      <FormField
        label="New password"
        error={
          errors.password?.message ?? (confirm.isError ? errorMessage(confirm.error, "Please try again.") : undefined)
        }
        hint="At least 6 characters. Every device signed in to your account will be signed out."
      >
        {(control) => (
          <Input {...control} type="password" autoComplete="new-password" autoFocus {...form.register("password")} />
        )}
      </FormField>
      <SubmitButton size="lg" className="w-full" pending={confirm.isPending} pendingLabel="Saving...">
        Set new password
      </SubmitButton>
    </form>
  );
}
