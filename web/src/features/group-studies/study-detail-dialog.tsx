import {
  isWebLink,
  STUDY_LIMITS,
  STUDY_STATUS_LABELS,
  STUDY_STATUSES,
  STUDY_TYPE_LABELS,
  type StudyMaterial,
  type StudyStatus,
} from "@common/group-studies";
import { useQuery } from "@tanstack/react-query";
import { ExternalLinkIcon, PencilIcon, Trash2Icon } from "lucide-react";
import { useId, useState } from "react";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Badge } from "@/components/ui/badge";
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
import { NativeSelect } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { errorMessage } from "@/lib/api-client";
import { toastError, toastSuccess } from "@/lib/toast";
import { studyGroupProgressQuery, useDeleteStudy, useSetProgress } from "./api";
import { addedText, StatusBadge, summaryText, TypeIcon } from "./study-parts";

/**
 * A study opened (community §2, §4): its content, 'View External Resource' (a new tab, http/https links
 * only), my status (changing it saves at once with the notes in the box), my personal notes with 'Save
 * Notes', and its Topics. The leader also sees how far each current member has come (statuses, never
 * notes), and may edit or remove it. Mount with a key per study, so the notes box starts from the saved notes.
 */
export function StudyDetailDialog({
  groupId,
  study,
  isLeader,
  onOpenChange,
  onEdit,
}: {
  groupId: number;
  study: StudyMaterial;
  isLeader: boolean;
  onOpenChange: (open: boolean) => void;
  onEdit: () => void;
}) {
  const [notes, setNotes] = useState(study.myProgress.notes);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const save = useSetProgress(groupId);
  const remove = useDeleteStudy(groupId);
  const ids = { status: useId(), notes: useId(), notesHint: useId(), topics: useId(), group: useId() };
  const link = isWebLink(study.url) ? study.url : null;
  // The status chosen shows at once; the saved one once the save settles (or again if it fails).
  const status = save.isPending && save.variables ? save.variables.status : study.myProgress.status;

  function saveProgress(status: StudyStatus, withNotes: string) {
    save.mutate(
      { studyId: study.id, status, notes: withNotes },
      {
        onSuccess: () => toastSuccess("Progress Updated", "Your study progress has been saved."),
        onError: (error) =>
          toastError("Progress Not Saved", errorMessage(error, "Your progress could not be saved. Please try again.")),
      },
    );
  }

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <div className="flex items-start gap-3">
            <TypeIcon type={study.type} />
            <div className="grid min-w-0 gap-1">
              <DialogTitle>{study.title}</DialogTitle>
              <DialogDescription>
                {STUDY_TYPE_LABELS[study.type]} · {addedText(study.createdAt)}
                {study.createdByName ? ` by ${study.createdByName}` : ""}
              </DialogDescription>
            </div>
          </div>
        </DialogHeader>
        <DialogBody className="grid gap-5">
          <p className="font-medium">{study.description}</p>
          {study.content ? <div className="whitespace-pre-wrap leading-relaxed">{study.content}</div> : null}
          {link ? (
            <p>
              <Button asChild variant="outline">
                <a href={link} target="_blank" rel="noopener noreferrer">
                  <ExternalLinkIcon aria-hidden="true" /> View External Resource
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </Button>
            </p>
          ) : null}

          <section
            aria-label="Progress and notes"
            className="grid gap-4 rounded-lg border border-border bg-muted/40 p-4"
          >
            <div className="grid gap-2 sm:max-w-xs">
              <Label htmlFor={ids.status}>Your progress</Label>
              <NativeSelect
                id={ids.status}
                value={status}
                onChange={(event) => saveProgress(event.target.value as StudyStatus, notes)}
              >
                {STUDY_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {STUDY_STATUS_LABELS[status]}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="grid gap-2">
              <Label htmlFor={ids.notes}>Personal notes</Label>
              <Textarea
                id={ids.notes}
                value={notes}
                maxLength={STUDY_LIMITS.notesMax}
                placeholder="What is God showing you through this study?"
                aria-describedby={ids.notesHint}
                onChange={(event) => setNotes(event.target.value)}
              />
              <p id={ids.notesHint} className="text-xs text-muted-foreground">
                Only you can see your notes.
              </p>
            </div>
            <div>
              <Button type="button" disabled={save.isPending} onClick={() => saveProgress(status, notes)}>
                {save.isPending ? "Saving..." : "Save Notes"}
              </Button>
            </div>
          </section>

          {study.tags.length > 0 ? (
            <section aria-labelledby={ids.topics} className="grid gap-2">
              <h3 id={ids.topics} className="text-sm font-semibold">
                Topics
              </h3>
              <ul className="flex flex-wrap gap-1.5">
                {study.tags.map((tag) => (
                  <li key={tag}>
                    <Badge variant="secondary">{tag}</Badge>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}

          {isLeader ? <GroupProgress groupId={groupId} study={study} headingId={ids.group} /> : null}
        </DialogBody>
        {isLeader ? (
          <DialogFooter className="sm:justify-between">
            <Button type="button" variant="outline" onClick={() => setConfirmingDelete(true)}>
              <Trash2Icon aria-hidden="true" /> Delete
            </Button>
            <Button type="button" variant="outline" onClick={onEdit}>
              <PencilIcon aria-hidden="true" /> Edit
            </Button>
          </DialogFooter>
        ) : null}
      </DialogContent>

      <AlertDialog open={confirmingDelete} onOpenChange={setConfirmingDelete}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Delete this study?</AlertDialogTitle>
            <AlertDialogDescription>
              “{study.title}” and every member's progress and notes on it will be removed for the whole group.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction
              onClick={(event) => {
                event.preventDefault();
                remove.mutate(study.id, {
                  onSuccess: () => {
                    setConfirmingDelete(false);
                    onOpenChange(false);
                    toastSuccess("Study Deleted");
                  },
                  onError: (error) =>
                    toastError("Study Not Deleted", errorMessage(error, "The study could not be removed.")),
                });
              }}
            >
              {remove.isPending ? "Deleting..." : "Delete Study"}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </Dialog>
  );
}

/** The leader's view: each current member's status on this study (never their notes). */
function GroupProgress({ groupId, study, headingId }: { groupId: number; study: StudyMaterial; headingId: string }) {
  const progress = useQuery(studyGroupProgressQuery(groupId, study.id));
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h3 id={headingId} className="text-sm font-semibold">
        Group progress{" "}
        <span className="font-normal text-muted-foreground">
          ({summaryText(progress.data?.summary ?? study.summary)})
        </span>
      </h3>
      {progress.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner /> Loading members' progress...
        </p>
      ) : progress.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-2 text-sm">
          <span>{errorMessage(progress.error, "The members' progress could not be loaded.")}</span>
          <Button size="sm" variant="outline" onClick={() => progress.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <ul aria-label="Members' progress" className="divide-y divide-border rounded-lg border border-border">
          {progress.data.members.map((member) => (
            <li key={member.userId} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
              <span className="min-w-0 truncate">{member.userName}</span>
              <StatusBadge status={member.status} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
