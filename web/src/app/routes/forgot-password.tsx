import { PasswordResetMessages } from "@common/password-reset";
import { KeyRoundIcon } from "lucide-react";
import { Link } from "react-router";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { MailOffNotice } from "@/features/auth/components/email-verification";
import { ForgotPasswordForm } from "@/features/auth/components/password-reset-forms";
import { paths } from "../paths";

export function ForgotPasswordRoute() {
  return (
    <main id="main" tabIndex={-1} className="flex min-h-dvh items-center justify-center p-6 outline-none">
      <title>Forgot Password · Prayer Journey</title>
      <Card className="w-full max-w-md shadow-sm">
        <CardHeader>
          <KeyRoundIcon className="size-7 text-primary" aria-hidden="true" />
          <h1 className="text-2xl leading-tight font-semibold">Forgot your password?</h1>
          <CardDescription>
            Enter your username or email and we will email you a link to choose a new one.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <MailOffNotice message={PasswordResetMessages.mailOff} />
          <ForgotPasswordForm />
          <Link to={paths.auth.href()} className="text-sm font-medium text-primary underline-offset-4 hover:underline">
            Back to sign in
          </Link>
        </CardContent>
      </Card>
    </main>
  );
}

export { ForgotPasswordRoute as Component };
