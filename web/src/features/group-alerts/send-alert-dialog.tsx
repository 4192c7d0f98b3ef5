import { ALERT_LIMITS, AlertToasts } from "@common/group-alerts";
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
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { SubmitButton } from "@/components/ui/submit-button";
import { Textarea } from "@/components/ui/textarea";
import { errorMessage } from "@/lib/api-client";
import { toastSuccess } from "@/lib/toast";
import { useSendAlert } from "./api";

/**
 * 'Send Group Alert' (community §2, §4, §5, §8; the leader only): a title and a message, both required after
 * trimming — Send is disabled while either is blank or the request runs. After it is sent the dialog closes,
 * the form resets, and the toast 'Alert Sent' says so. A refusal (the hourly limit) shows in the dialog.
 */
export function SendAlertDialog({
  groupId,
  open,
  onOpenChange,
}: {
  groupId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [title, setTitle] = useState("");
  const [message, setMessage] = useState("");
  const [error, setError] = useState<string | null>(null);
  const send = useSendAlert(groupId);
  const ids = { title: useId(), message: useId(), note: useId(), error: useId() };
  const ready = title.trim() !== "" && message.trim() !== "";

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!ready || send.isPending) return;
    setError(null);
    send.mutate(
      { title: title.trim(), message: message.trim(), type: "admin_message" },
      {
        onSuccess: () => {
          setTitle("");
          setMessage("");
          onOpenChange(false);
          toastSuccess(AlertToasts.sent.title, AlertToasts.sent.description);
        },
        onError: (failure) => setError(errorMessage(failure, "Your alert could not be sent. Please try again.")),
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
            <DialogTitle>Send Group Alert</DialogTitle>
            <DialogDescription id={ids.note}>
              Every member of the group gets it in their Prayer Alerts, whatever their alert types, and by e-mail or
              push as each one has chosen.
            </DialogDescription>
          </DialogHeader>
          <DialogBody className="grid gap-4">
            <div className="grid gap-2">
              <Label htmlFor={ids.title}>Alert Title</Label>
              <Input
                id={ids.title}
                value={title}
                maxLength={ALERT_LIMITS.titleMax}
                placeholder="e.g. Special prayer meeting tonight"
                autoComplete="off"
                onChange={(event) => {
                  setTitle(event.target.value);
                  setError(null);
                }}
              />
            </div>
            <div className="grid gap-2">
              <Label htmlFor={ids.message}>Message</Label>
              <Textarea
                id={ids.message}
                value={message}
                rows={5}
                maxLength={ALERT_LIMITS.messageMax}
                placeholder="What should the group know?"
                aria-describedby={error ? ids.error : undefined}
                aria-invalid={error ? true : undefined}
                onChange={(event) => {
                  setMessage(event.target.value);
                  setError(null);
                }}
              />
            </div>
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
            <SubmitButton pending={send.isPending} pendingLabel="Sending..." disabled={!ready}>
              Send Alert
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
