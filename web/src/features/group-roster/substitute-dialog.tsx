import { ROSTER_LIMITS, type RosterCell, type SubstitutionInput } from "@common/group-roster";
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
import { errorMessage } from "@/lib/api-client";
import { toastSuccess } from "@/lib/toast";
import { useAskSubstitute } from "./api";
import { formatGroupDate, watchName } from "./time";

/** 'Ask for a substitute' for one watch the viewer keeps on one date, with an optional note. */
export function SubstituteDialog({
  groupId,
  cell,
  when,
  onClose,
}: {
  groupId: number;
  /** The watch occurrence asked about; null: closed. */
  cell: RosterCell | null;
  /** Its hours as the screen shows them. */
  when: string;
  onClose: () => void;
}) {
  return (
    <Dialog open={cell !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-lg">
        {cell ? <SubstituteForm groupId={groupId} cell={cell} when={when} onClose={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function SubstituteForm({
  groupId,
  cell,
  when,
  onClose,
}: {
  groupId: number;
  cell: RosterCell;
  when: string;
  onClose: () => void;
}) {
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | null>(null);
  const ask = useAskSubstitute(groupId);
  const ids = { note: useId(), error: useId() };
  const label = `${watchName(cell.watchNumber)} on ${formatGroupDate(cell.date, "long")}`;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (ask.isPending) return;
    ask.mutate(
      { watchNumber: cell.watchNumber as SubstitutionInput["watchNumber"], date: cell.date, note: note.trim() },
      {
        onSuccess: () => {
          onClose();
          toastSuccess("Substitute Requested", `The group has been asked to cover the ${label}.`);
        },
        onError: (failure) => setError(errorMessage(failure, "Your request could not be sent. Please try again.")),
      },
    );
  }

  return (
    <form onSubmit={submit} className="flex min-h-0 flex-1 flex-col" noValidate>
      <DialogHeader>
        <DialogTitle>Ask for a substitute</DialogTitle>
        <DialogDescription>
          {label} ({when}). The other members are told; you keep the watch until someone takes it.
        </DialogDescription>
      </DialogHeader>
      <DialogBody className="grid gap-2">
        <Label htmlFor={ids.note}>Note (optional)</Label>
        <Textarea
          id={ids.note}
          value={note}
          maxLength={ROSTER_LIMITS.substituteNoteMax}
          placeholder="Anything the substitute should know"
          aria-describedby={error ? ids.error : undefined}
          onChange={(event) => {
            setNote(event.target.value);
            setError(null);
          }}
        />
        {error ? (
          <p id={ids.error} role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        ) : null}
      </DialogBody>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <SubmitButton pending={ask.isPending} pendingLabel="Asking...">
          Ask for a Substitute
        </SubmitButton>
      </DialogFooter>
    </form>
  );
}
