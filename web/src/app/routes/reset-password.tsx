import { KeyRoundIcon } from "lucide-react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { ResetPasswordForm } from "@/features/auth/components/password-reset-forms";
import { paths } from "../paths";

/** The page the mailed link opens: /reset-password?token=… */
export function ResetPasswordRoute() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  return (
    <main id="main" tabIndex={-1} className="flex min-h-dvh items-center justify-center p-6 outline-none">
      <title>Reset Password · Prayer Journey</title>
      <Card className="w-full max-w-md shadow-sm">
        <CardHeader>
          <KeyRoundIcon className="size-7 text-primary" aria-hidden="true" />
          <h1 className="text-2xl leading-tight font-semibold">Choose a new password</h1>
          <CardDescription>The link from your email works once, within one hour.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <ResetPasswordForm
            token={searchParams.get("token")}
            onDone={() => navigate(paths.auth.href(), { replace: true })}
          />
          <Link
            to={paths.forgotPassword.href()}
            className="text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            Ask for a new link
          </Link>
        </CardContent>
      </Card>
    </main>
  );
}

export { ResetPasswordRoute as Component };
