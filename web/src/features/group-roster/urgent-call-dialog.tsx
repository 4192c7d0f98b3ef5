import { ROSTER_LIMITS, type UrgentCallResult } from "@common/group-roster";
import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { SubmitButton } from "@/components/ui/submit-button";
import { Textarea } from "@/components/ui/textarea";
import { ApiError, errorMessage } from "@/lib/api-client";
import { toastSuccess } from "@/lib/toast";
import { useUrgentCall } from "./api";

export const membersOnWatch = (count: number) =>
  count === 1 ? "the 1 member on watch now" : `the ${count} members on watch now`;

/**
 * 'Urgent prayer call' (issue 18 §4): a short message (≤ 280 characters) to the keepers of the watch running
 * now, other than the caller — in the app, by push and by e-mail as each one's settings say. The server's
 * refusals (429 too soon / daily limit, 409 nobody on watch) are shown in the dialog.
 */
export function UrgentCallDialog({
  groupId,
  recipients,
  watchLabel,
  open,
  onOpenChange,
  onSent,
}: {
  groupId: number;
  /** How many keepers other than the viewer are on watch now. */
  recipients: number;
  watchLabel: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSent: (result: UrgentCallResult) => void;
}) {
  const [message, setMessage] = useState("");
  const [error, setError] = useState<string | null>(null);
  const call = useUrgentCall(groupId);
  const ids = { message: useId(), counter: useId(), who: useId(), error: useId() };
  const ready = message.trim() !== "";

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!ready || call.isPending) return;
    setError(null);
    call.mutate(
      { message: message.trim() },
      {
        onSuccess: (result) => {
          setMessage("");
          onOpenChange(false);
          const who = result.sentTo === 1 ? "1 member" : `${result.sentTo} members`;
          toastSuccess("Urgent Call Sent", `Your call went to ${who} on watch.`);
          onSent(result);
        },
        onError: (failure) =>
          setError(
            failure instanceof ApiError && failure.status === 429
              ? failure.userMessage
              : errorMessage(failure, "Your call could not be sent. Please try again."),
          ),
      },
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setError(null);
        onOpenChange(next);
      }}
    >
      <DialogContent className="max-w-lg">
        <form onSubmit={submit} className="flex min-h-0 flex-1 flex-col" noValidate>
          <DialogHeader>
            <DialogTitle>Urgent prayer call</DialogTitle>
            <DialogDescription id={ids.who}>
              Your call goes at once to {membersOnWatch(recipients)} ({watchLabel}): in the app, and by push and e-mail
              as each one has chosen.
            </DialogDescription>
          </DialogHeader>
          <DialogBody className="grid gap-2">
            <Label htmlFor={ids.message}>Message</Label>
            <Textarea
              id={ids.message}
              value={message}
              maxLength={ROSTER_LIMITS.urgentCallMax}
              placeholder="What should they pray for right now?"
              aria-describedby={`${ids.counter}${error ? ` ${ids.error}` : ""}`}
              aria-invalid={error ? true : undefined}
              onChange={(event) => {
                setMessage(event.target.value);
                setError(null);
              }}
            />
            <p id={ids.counter} className="text-right text-xs text-muted-foreground">
              {message.length}/{ROSTER_LIMITS.urgentCallMax} characters
            </p>
            {error ? (
              <p id={ids.error} role="alert" className="text-sm font-medium text-destructive">
                {error}
              </p>
            ) : null}
          </DialogBody>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <SubmitButton pending={call.isPending} pendingLabel="Sending..." disabled={!ready} variant="destructive">
              Send Urgent Call
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
