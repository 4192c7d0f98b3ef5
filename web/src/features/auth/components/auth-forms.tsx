import { type LoginInput, LoginInputSchema, RegisterInputSchema } from "@common/auth";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { SubmitButton } from "@/components/ui/submit-button";
import { useLoginMutation, useRegisterMutation } from "../api/mutations";
import { ForgotPasswordLink } from "./password-reset-forms";

/** The auth page registers with username and password only (spec §3). */
export const CreateAccountSchema = RegisterInputSchema.pick({ username: true, password: true });
type CreateAccountInput = z.input<typeof CreateAccountSchema>;

export function SignInForm({ onSuccess, forgotPasswordHref }: { onSuccess: () => void; forgotPasswordHref?: string }) {
  const login = useLoginMutation("page");
  const form = useForm<LoginInput>({
    resolver: zodResolver(LoginInputSchema),
    defaultValues: { username: "", password: "" },
  });
  const { errors } = form.formState;

  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={form.handleSubmit((values) => login.mutate(values, { onSuccess }))}
    >
      <FormField label="Username" error={errors.username?.message}>
        {(control) => <Input {...control} autoComplete="username" {...form.register("username")} />}
      </FormField>
      <FormField label="Password" error={errors.password?.message}>
        {(control) => (
          <Input {...control} type="password" autoComplete="current-password" {...form.register("password")} />
        )}
      </FormField>
      <SubmitButton size="lg" className="mt-2 w-full" pending={login.isPending} pendingLabel="Signing In...">
        Sign In
      </SubmitButton>
      {forgotPasswordHref ? <ForgotPasswordLink href={forgotPasswordHref} /> : null}
    </form>
  );
}

export function CreateAccountForm({ onSuccess }: { onSuccess: () => void }) {
  const registerUser = useRegisterMutation("page");
  const form = useForm<CreateAccountInput, unknown, z.output<typeof CreateAccountSchema>>({
    resolver: zodResolver(CreateAccountSchema),
    defaultValues: { username: "", password: "" },
  });
  const { errors } = form.formState;

  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={form.handleSubmit((values) => registerUser.mutate(values, { onSuccess }))}
    >
      <FormField label="Username" error={errors.username?.message} hint="At least 3 characters.">
        {(control) => <Input {...control} autoComplete="username" {...form.register("username")} />}
      </FormField>
      <FormField label="Password" error={errors.password?.message} hint="At least 6 characters.">
        {(control) => <Input {...control} type="password" autoComplete="new-password" {...form.register("password")} />}
      </FormField>
      <SubmitButton
        size="lg"
        className="mt-2 w-full"
        pending={registerUser.isPending}
        pendingLabel="Creating Account..."
      >
        Create Account
      </SubmitButton>
    </form>
  );
}
