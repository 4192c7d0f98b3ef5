import { RegisterInputSchema } from "@common/auth";
import { type ChangeEvent, type FormEvent, useState } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { SubmitButton } from "@/components/ui/submit-button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { toastError } from "@/lib/toast";
import { type RegisterPayload, useLoginMutation, useRegisterMutation } from "../api/mutations";
import { authToasts } from "../auth-messages";
import { ForgotPasswordLink } from "./password-reset-forms";

function toastMissingFields() {
  toastError(authToasts.missingFields.title, authToasts.missingFields.description);
}

function LandingLoginForm({ forgotPasswordHref }: { forgotPasswordHref?: string }) {
  const login = useLoginMutation("landing");
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!username.trim() || !password) {
      toastMissingFields();
      return;
    }
    login.mutate({ username: username.trim(), password });
  }

  return (
    <form noValidate className="grid gap-4" onSubmit={submit}>
      <FormField label="Username">
        {(control) => (
          <Input
            {...control}
            name="username"
            autoComplete="username"
            aria-required="true"
            value={username}
            onChange={(event) => setUsername(event.target.value)}
          />
        )}
      </FormField>
      <FormField label="Password">
        {(control) => (
          <Input
            {...control}
            name="password"
            type="password"
            autoComplete="current-password"
            aria-required="true"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        )}
      </FormField>
      <SubmitButton size="lg" className="mt-1 w-full" pending={login.isPending} pendingLabel="Signing in...">
        Sign in
      </SubmitButton>
      {forgotPasswordHref ? <ForgotPasswordLink href={forgotPasswordHref} /> : null}
    </form>
  );
}

type RegisterField = keyof RegisterPayload;
/** In the order the form shows them. */
const REGISTER_FIELDS: readonly RegisterField[] = ["username", "password", "email", "firstName", "lastName"];
const emptyRegister: Record<RegisterField, string> = {
  username: "",
  password: "",
  email: "",
  firstName: "",
  lastName: "",
};

function LandingRegisterForm() {
  const registerUser = useRegisterMutation("landing");
  const [values, setValues] = useState(emptyRegister);
  const [errors, setErrors] = useState<Partial<Record<RegisterField, string>>>({});

  const bind = (field: RegisterField) => ({
    name: field,
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      setValues((current) => ({ ...current, [field]: event.target.value })),
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Empty or not, the fields say what is wrong under themselves, as on the auth page (issue 19 §9).
    const parsed = RegisterInputSchema.safeParse(values);
    if (!parsed.success) {
      const fieldErrors: Partial<Record<RegisterField, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as RegisterField;
        fieldErrors[field] ??= issue.message;
      }
      setErrors(fieldErrors);
      // The first field in error takes the focus, as react-hook-form does on the auth page.
      const first = REGISTER_FIELDS.find((field) => fieldErrors[field]);
      if (first) event.currentTarget.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    const { username, password, email, firstName, lastName } = parsed.data;
    registerUser.mutate({
      username,
      password,
      ...(email ? { email } : {}),
      ...(firstName ? { firstName } : {}),
      ...(lastName ? { lastName } : {}),
    });
  }

  return (
    <form noValidate className="grid gap-4" onSubmit={submit}>
      <FormField label="Username" error={errors.username}>
        {(control) => <Input {...control} autoComplete="username" aria-required="true" {...bind("username")} />}
      </FormField>
      <FormField label="Password" error={errors.password} hint="At least 6 characters.">
        {(control) => (
          <Input {...control} type="password" autoComplete="new-password" aria-required="true" {...bind("password")} />
        )}
      </FormField>
      <FormField label="Email (optional)" error={errors.email}>
        {(control) => <Input {...control} type="email" autoComplete="email" inputMode="email" {...bind("email")} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="First name (optional)" error={errors.firstName}>
          {(control) => <Input {...control} autoComplete="given-name" {...bind("firstName")} />}
        </FormField>
        <FormField label="Last name (optional)" error={errors.lastName}>
          {(control) => <Input {...control} autoComplete="family-name" {...bind("lastName")} />}
        </FormField>
      </div>
      <SubmitButton
        size="lg"
        className="mt-1 w-full"
        pending={registerUser.isPending}
        pendingLabel="Creating account..."
      >
        Create account
      </SubmitButton>
    </form>
  );
}

/** The sign-in card the landing page reveals: Login and Register tabs; `forgotPasswordHref` adds the reset link. */
export function LandingAuthCard({ forgotPasswordHref }: { forgotPasswordHref?: string } = {}) {
  return (
    <Card className="glass w-full max-w-md shadow-xl">
      <CardHeader>
        <CardTitle className="text-2xl">Join the watch</CardTitle>
        <CardDescription>Sign in or create a free account to start praying through the watches.</CardDescription>
      </CardHeader>
      <CardContent>
        <Tabs defaultValue="login">
          <TabsList>
            <TabsTrigger value="login">Login</TabsTrigger>
            <TabsTrigger value="register">Register</TabsTrigger>
          </TabsList>
          <TabsContent value="login" className="pt-2">
            <LandingLoginForm forgotPasswordHref={forgotPasswordHref} />
          </TabsContent>
          <TabsContent value="register" className="pt-2">
            <LandingRegisterForm />
          </TabsContent>
        </Tabs>
      </CardContent>
    </Card>
  );
}
