import {
  CreateStudyInputSchema,
  isWebLink,
  STUDY_LIMITS,
  STUDY_TYPE_LABELS,
  STUDY_TYPES,
  type StudyMaterial,
  StudyMessages,
  type StudyType,
} from "@common/group-studies";
import { splitTags } from "@common/groups";
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
import { NativeSelect } from "@/components/ui/native-select";
import { SubmitButton } from "@/components/ui/submit-button";
import { Textarea } from "@/components/ui/textarea";
import { errorMessage } from "@/lib/api-client";
import { toastError, toastSuccess } from "@/lib/toast";
import { useAddStudy, useUpdateStudy } from "./api";

type Fields = { title: string; description: string; content: string; type: StudyType; url: string; tags: string };

const EMPTY: Fields = { title: "", description: "", content: "", type: "devotional", url: "", tags: "" };

const fieldsOf = (study: StudyMaterial | null): Fields =>
  study
    ? {
        title: study.title,
        description: study.description,
        content: study.content,
        type: study.type,
        url: study.url ?? "",
        tags: study.tags.join(", "),
      }
    : EMPTY;

/**
 * 'Add Study' (community §2, §4, §5, §8; the leader only), and the same form to change a study. Title and
 * description are required after trimming (submit disabled while either is blank or a save runs); content,
 * link and tags are optional (tags comma separated). A link must be a full http(s) address: said under the
 * field, as the server would refuse it. After a study is added the dialog closes and the form resets (type
 * back to devotional).
 */
export function StudyFormDialog({
  groupId,
  open,
  onOpenChange,
  editing = null,
}: {
  groupId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The study to change (mount it with a key per study and version); null to add one. */
  editing?: StudyMaterial | null;
}) {
  const [fields, setFields] = useState<Fields>(() => fieldsOf(editing));
  const [errors, setErrors] = useState<{ url?: string; tags?: string }>({});
  const add = useAddStudy(groupId);
  const update = useUpdateStudy(groupId);
  const pending = add.isPending || update.isPending;
  const ids = {
    title: useId(),
    description: useId(),
    content: useId(),
    type: useId(),
    url: useId(),
    urlNote: useId(),
    tags: useId(),
    tagsNote: useId(),
  };
  const ready = fields.title.trim() !== "" && fields.description.trim() !== "";
  const set = (key: keyof Fields) => (value: string) => {
    setFields((current) => ({ ...current, [key]: value }));
    if (key === "url" || key === "tags") setErrors((current) => ({ ...current, [key]: undefined }));
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!ready || pending) return;
    const url = fields.url.trim();
    const input = {
      title: fields.title.trim(),
      description: fields.description.trim(),
      content: fields.content.trim(),
      type: fields.type,
      url: url === "" ? null : url,
      tags: splitTags(fields.tags),
    };
    const urlError = url !== "" && !isWebLink(url) ? StudyMessages.url : undefined;
    const parsed = CreateStudyInputSchema.safeParse(input);
    const tagsError = parsed.success
      ? undefined
      : parsed.error.issues.find((issue) => issue.path[0] === "tags")?.message;
    if (urlError || tagsError) {
      setErrors({ url: urlError, tags: tagsError });
      return;
    }
    if (editing) {
      update.mutate(
        { studyId: editing.id, changes: input },
        {
          onSuccess: () => {
            onOpenChange(false);
            toastSuccess("Study Updated", "The changes have been shared with the group.");
          },
          onError: (error) =>
            toastError("Study Not Updated", errorMessage(error, "The study could not be saved. Please try again.")),
        },
      );
      return;
    }
    add.mutate(input, {
      onSuccess: () => {
        setFields(EMPTY);
        setErrors({});
        onOpenChange(false);
        toastSuccess("Study Material Added", "New study material has been shared with the group.");
      },
      onError: (error) =>
        toastError("Study Not Added", errorMessage(error, "The study could not be added. Please try again.")),
    });
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">
        <form onSubmit={submit} className="flex min-h-0 flex-1 flex-col" noValidate>
          <DialogHeader>
            <DialogTitle>{editing ? "Edit Study" : "Add Study Material"}</DialogTitle>
            <DialogDescription>
              {editing
                ? "Every member sees the changes; their progress and notes stay as they are."
                : "Share a Bible study, devotional or resource with every member of the group."}
            </DialogDescription>
          </DialogHeader>
          <DialogBody className="grid gap-4">
            <div className="grid gap-2">
              <Label htmlFor={ids.title}>Title</Label>
              <Input
                id={ids.title}
                value={fields.title}
                maxLength={STUDY_LIMITS.titleMax}
                placeholder="e.g. Psalm 91: Dwelling in His shelter"
                onChange={(event) => set("title")(event.target.value)}
              />
            </div>
            <div className="grid gap-2">
              <Label htmlFor={ids.description}>Description</Label>
              <Textarea
                id={ids.description}
                value={fields.description}
                maxLength={STUDY_LIMITS.descriptionMax}
                placeholder="What is this study about?"
                className="min-h-20"
                onChange={(event) => set("description")(event.target.value)}
              />
            </div>
            <div className="grid gap-2">
              <Label htmlFor={ids.content}>Content</Label>
              <Textarea
                id={ids.content}
                value={fields.content}
                maxLength={STUDY_LIMITS.contentMax}
                placeholder="The study itself: passages, questions, reflections (optional)"
                className="min-h-32"
                onChange={(event) => set("content")(event.target.value)}
              />
            </div>
            <div className="grid gap-2">
              <Label htmlFor={ids.type}>Type</Label>
              <NativeSelect
                id={ids.type}
                value={fields.type}
                onChange={(event) => set("type")(event.target.value as StudyType)}
              >
                {STUDY_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {STUDY_TYPE_LABELS[type]}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="grid gap-2">
              <Label htmlFor={ids.url}>Link</Label>
              <Input
                id={ids.url}
                value={fields.url}
                inputMode="url"
                autoComplete="url"
                maxLength={STUDY_LIMITS.urlMax}
                placeholder="https://"
                aria-describedby={ids.urlNote}
                aria-invalid={errors.url ? true : undefined}
                onChange={(event) => set("url")(event.target.value)}
              />
              <p
                id={ids.urlNote}
                className={errors.url ? "text-sm font-medium text-destructive" : "text-xs text-muted-foreground"}
              >
                {errors.url ?? "A web address for a video, article or resource (optional)."}
              </p>
            </div>
            <div className="grid gap-2">
              <Label htmlFor={ids.tags}>Tags</Label>
              <Input
                id={ids.tags}
                value={fields.tags}
                placeholder="faith, prayer, psalms"
                aria-describedby={ids.tagsNote}
                aria-invalid={errors.tags ? true : undefined}
                onChange={(event) => set("tags")(event.target.value)}
              />
              <p
                id={ids.tagsNote}
                className={errors.tags ? "text-sm font-medium text-destructive" : "text-xs text-muted-foreground"}
              >
                {errors.tags ?? "Separate tags with commas (optional)."}
              </p>
            </div>
          </DialogBody>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <SubmitButton pending={pending} pendingLabel="Saving..." disabled={!ready}>
              {editing ? "Save Changes" : "Add Study"}
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
