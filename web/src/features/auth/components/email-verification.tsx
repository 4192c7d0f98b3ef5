import { CheckCircle2Icon, CircleAlertIcon } from "lucide-react";
import { useEffect, useRef } from "react";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/api-client";
import { useConfirmEmailVerificationMutation } from "../api/mutations";
import { useMailOff } from "../api/queries";

/**
 * Confirms the mailed verification link's token as soon as the page opens (once, even when React runs
 * effects twice), then says how it went: verified, or the server's reason (expired, used, another address).
 */
export function EmailVerificationResult({ token }: { token: string | null }) {
  const confirm = useConfirmEmailVerificationMutation();
  const { mutate } = confirm;
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    mutate({ token });
  }, [token, mutate]);

  if (!token) {
    return (
      <p role="alert" className="text-sm font-medium text-destructive">
        This page needs the link from the verification email. Please open the link from the email again, or ask for a
        new one in your profile.
      </p>
    );
  }
  if (confirm.isSuccess) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm font-medium">
        <CheckCircle2Icon className="size-5 shrink-0 text-success" aria-hidden="true" />
        {confirm.data.message}
      </p>
    );
  }
  if (confirm.isError) {
    return (
      <p role="alert" className="flex items-center gap-2 text-sm font-medium text-destructive">
        <CircleAlertIcon className="size-5 shrink-0" aria-hidden="true" />
        {errorMessage(confirm.error, "Your e-mail address could not be verified. Please try again.")}
      </p>
    );
  }
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
      <Spinner className="size-4" />
      Verifying your e-mail address...
    </p>
  );
}

/** Says up front that this server sends no e-mail, once it has said so (nothing otherwise). */
export function MailOffNotice({ message }: { message: string }) {
  if (!useMailOff()) return null;
  return (
    <p role="alert" className="rounded-md border border-destructive/40 p-3 text-sm font-medium text-destructive">
      {message}
    </p>
  );
}
