import { MailCheckIcon } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { EmailVerificationResult } from "@/features/auth/components/email-verification";
import { paths } from "../paths";

/** The page the mailed verification link opens: /verify-email?token=… (signed in or not). */
export function VerifyEmailRoute() {
  const [searchParams] = useSearchParams();
  return (
    <main id="main" tabIndex={-1} className="flex min-h-dvh items-center justify-center p-6 outline-none">
      <title>Verify Email · Prayer Journey</title>
      <Card className="w-full max-w-md shadow-sm">
        <CardHeader>
          <MailCheckIcon className="size-7 text-primary" aria-hidden="true" />
          <h1 className="text-2xl leading-tight font-semibold">Verify your email address</h1>
          <CardDescription>The link from your email works once, within 24 hours.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <EmailVerificationResult token={searchParams.get("token")} />
          <Link to={paths.home.href()} className="text-sm font-medium text-primary underline-offset-4 hover:underline">
            Go to Prayer Journey
          </Link>
        </CardContent>
      </Card>
    </main>
  );
}

export { VerifyEmailRoute as Component };
