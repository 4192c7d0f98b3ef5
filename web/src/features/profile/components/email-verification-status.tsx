import type { User } from "@common/auth";
import { useMutation, useQuery } from "@tanstack/react-query";
import { CircleAlertIcon, MailCheckIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/api-client";
import { toastError, toastSuccess } from "@/lib/toast";
import { mailStatusQueryOptions, requestEmailVerification } from "../api/profile-api";

export const EMAIL_OFF_MESSAGE =
  "This server does not send e-mail, so your address cannot be verified here. Until it is, nothing (not even a password reset link) is sent to it.";

/**
 * Under the e-mail field: whether the saved address is verified, and a button that mails a new link while it
 * is not (or, when the server sends no e-mail, a plain sentence saying so).
 */
export function EmailVerificationStatus({ user }: { user: User }) {
  const unverified = user.email !== null && !user.emailVerified;
  const mail = useQuery({ ...mailStatusQueryOptions, enabled: unverified });
  const send = useMutation({
    mutationFn: requestEmailVerification,
    onSuccess: (answer) => toastSuccess("Verification link sent", answer.message),
    onError: (error) => toastError("Could not send the link", errorMessage(error, "Please try again.")),
  });

  if (user.email === null) return null;
  if (user.emailVerified) {
    return (
      <p className="flex items-center gap-2 text-sm">
        <Badge variant="success">
          <MailCheckIcon aria-hidden="true" />
          Verified
        </Badge>
        <span className="text-muted-foreground">{user.email}</span>
      </p>
    );
  }
  return (
    <div className="grid gap-2">
      <p className="flex items-center gap-2 text-sm">
        <Badge variant="outline">
          <CircleAlertIcon aria-hidden="true" />
          Not verified
        </Badge>
        <span className="text-muted-foreground">{user.email}</span>
      </p>
      {mail.data === "off" ? (
        <p className="text-sm text-muted-foreground">{EMAIL_OFF_MESSAGE}</p>
      ) : (
        <div>
          <Button type="button" variant="outline" size="sm" disabled={send.isPending} onClick={() => send.mutate()}>
            {send.isPending ? (
              <>
                <Spinner className="text-current" /> Sending...
              </>
            ) : (
              "Send verification link"
            )}
          </Button>
        </div>
      )}
    </div>
  );
}
