import { Trash2Icon } from "lucide-react";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { toastError, toastSuccess } from "@/lib/toast";
import { cn } from "@/lib/utils";
import { useDeletePrayerSessionMutation } from "../api/mutations";
import type { JournalEntry } from "../journal";
import { discardPending, discardSignedOut } from "../session-sync";

const DELETE_FALLBACK = "Could not delete the session. Please try again.";

interface DeleteJournalEntryButtonProps {
  entry: JournalEntry;
  /** "<watch name>, <date and time>": names the session in the button and the confirmation. */
  label: string;
  className?: string;
}

/**
 * The journal card's delete button and its confirmation. A saved session is deleted from the account;
 * an unsaved one (pending, refused, or kept while signed out) only from this browser.
 */
export function DeleteJournalEntryButton({ entry, label, className }: DeleteJournalEntryButtonProps) {
  const remove = useDeletePrayerSessionMutation();
  const saved = entry.status === "saved";

  function confirm() {
    if (entry.status === "saved") {
      // Every saved entry carries the server's id; without one there is nothing to send.
      if (entry.id === undefined) toastError("Delete Failed", DELETE_FALLBACK);
      else remove.mutate({ id: entry.id, clientId: entry.clientId });
      return;
    }
    if (entry.status === "local") {
      discardSignedOut(entry.clientId);
      toastSuccess("Session Deleted", "It was removed from this device.");
      return;
    }
    const { stillSending } = discardPending(entry.clientId);
    toastSuccess(
      "Session Deleted",
      stillSending
        ? "It was removed from this device. A save already under way may still reach your account; if it does, the session shows as saved and can be deleted from there."
        : "It was removed from this device.",
    );
  }

  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Delete session from ${label}`}
          title="Delete"
          disabled={remove.isPending}
          className={cn("size-8 text-muted-foreground hover:text-destructive", className)}
        >
          <Trash2Icon aria-hidden="true" />
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete this prayer session?</AlertDialogTitle>
          <AlertDialogDescription>
            {saved
              ? `The session from ${label} will be removed from your journal, from your account on every device. This cannot be undone.`
              : `The session from ${label} will be removed from your journal, from this device. This cannot be undone.`}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={confirm}>Delete</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
