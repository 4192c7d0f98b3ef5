import { CreatePostInputSchema, GROUP_LIMITS, splitTags } from "@common/groups";
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
import { toastError, toastSuccess } from "@/lib/toast";
import { useCreatePost } from "./api";

/**
 * 'Share a Prayer' (community spec §2, §5, §7): title and prayer required (after trimming), tags a
 * comma-separated string. Posting refreshes the wall, closes and clears the dialog, and says so.
 */
export function SharePrayerDialog({
  groupId,
  open,
  onOpenChange,
}: {
  groupId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [title, setTitle] = useState("");
  const [content, setContent] = useState("");
  const [tags, setTags] = useState("");
  const [tagsError, setTagsError] = useState<string | null>(null);
  const create = useCreatePost(groupId);
  const ids = { title: useId(), content: useId(), tags: useId(), tagsHint: useId(), tagsError: useId() };
  const ready = title.trim() !== "" && content.trim() !== "";

  function clear() {
    setTitle("");
    setContent("");
    setTags("");
    setTagsError(null);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!ready || create.isPending) return;
    const parsed = CreatePostInputSchema.safeParse({ title, content, tags: splitTags(tags) });
    if (!parsed.success) {
      setTagsError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    create.mutate(
      { title: title.trim(), content: content.trim(), tags: splitTags(tags) },
      {
        onSuccess: () => {
          clear();
          onOpenChange(false);
          toastSuccess("Prayer Posted", "Your prayer has been shared with the group.");
        },
        onError: (error) =>
          toastError("Prayer Not Posted", errorMessage(error, "Your prayer could not be shared. Please try again.")),
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">
        <form onSubmit={submit} className="flex min-h-0 flex-1 flex-col" noValidate>
          <DialogHeader>
            <DialogTitle>Share a Prayer</DialogTitle>
            <DialogDescription>Every member of the group sees it on the wall.</DialogDescription>
          </DialogHeader>
          <DialogBody className="grid gap-4">
            <div className="grid gap-2">
              <Label htmlFor={ids.title}>Title</Label>
              <Input
                id={ids.title}
                value={title}
                maxLength={GROUP_LIMITS.postTitleMax}
                placeholder="What would you like prayer for?"
                onChange={(event) => setTitle(event.target.value)}
              />
            </div>
            <div className="grid gap-2">
              <Label htmlFor={ids.content}>Prayer</Label>
              <Textarea
                id={ids.content}
                value={content}
                maxLength={GROUP_LIMITS.postContentMax}
                placeholder="Share your prayer with the group..."
                onChange={(event) => setContent(event.target.value)}
              />
            </div>
            <div className="grid gap-2">
              <Label htmlFor={ids.tags}>Tags</Label>
              <Input
                id={ids.tags}
                value={tags}
                placeholder="healing, family, guidance"
                aria-describedby={tagsError ? ids.tagsError : ids.tagsHint}
                aria-invalid={tagsError ? true : undefined}
                onChange={(event) => {
                  setTags(event.target.value);
                  setTagsError(null);
                }}
              />
              {tagsError ? (
                <p id={ids.tagsError} className="text-sm font-medium text-destructive">
                  {tagsError}
                </p>
              ) : (
                <p id={ids.tagsHint} className="text-xs text-muted-foreground">
                  Separate tags with commas (optional).
                </p>
              )}
            </div>
          </DialogBody>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <SubmitButton pending={create.isPending} pendingLabel="Sharing..." disabled={!ready}>
              Share Prayer
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
