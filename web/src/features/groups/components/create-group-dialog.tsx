import { GROUP_LIMITS, GroupMessages, type PrayerGroup, splitTags } from "@common/groups";
import { WATCHES } from "@common/watches";
import { type FormEvent, useState } from "react";
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
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { Textarea } from "@/components/ui/textarea";
import { errorMessage } from "@/lib/api-client";
import { toastError, toastSuccess } from "@/lib/toast";
import { useCreateGroup } from "../api/groups-api";

export interface CreateGroupDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The signed-in user, or null: creating needs an account (core spec §5). */
  userId: number | null;
  /** The watch chosen at first (a prayer room presets its own). */
  defaultWatch?: number | null;
  onCreated?: (group: PrayerGroup) => void;
}

function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/** 'Create Prayer Group' (core spec §5, community §5): name required, the rest optional; visibility saved. */
export function CreateGroupDialog({
  open,
  onOpenChange,
  userId,
  defaultWatch = null,
  onCreated,
}: CreateGroupDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">
        {/* Remounted on each opening, so a closed dialog starts blank next time. */}
        {open ? (
          <CreateGroupForm
            userId={userId}
            defaultWatch={defaultWatch}
            onDone={(group) => {
              onOpenChange(false);
              onCreated?.(group);
            }}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function CreateGroupForm({
  userId,
  defaultWatch,
  onDone,
}: {
  userId: number | null;
  defaultWatch: number | null;
  onDone: (group: PrayerGroup) => void;
}) {
  const create = useCreateGroup();
  const [name, setName] = useState("");
  const [nameTouched, setNameTouched] = useState(false);
  const [description, setDescription] = useState("");
  const [watch, setWatch] = useState(defaultWatch === null ? "" : String(defaultWatch));
  const [tags, setTags] = useState("");
  const [visibility, setVisibility] = useState<"public" | "private">("public");
  const blank = name.trim() === "";

  function submit(event: FormEvent) {
    event.preventDefault();
    if (userId === null) {
      toastError("Authentication Required", "Please log in to create a prayer group.");
      return;
    }
    if (blank) {
      setNameTouched(true);
      return;
    }
    create.mutate(
      {
        name: name.trim(),
        description: description.trim(),
        isActive: true,
        isPublic: visibility === "public",
        watchNumber: watch === "" ? null : Number(watch),
        tags: splitTags(tags),
        timeZone: browserTimeZone(),
      },
      {
        onSuccess: (group) => {
          toastSuccess("Group Created Successfully!", `${group.name} is ready. Invite others to pray with you.`);
          onDone(group);
        },
        onError: (error) => toastError("Could not create the group", errorMessage(error, "Please try again.")),
      },
    );
  }

  return (
    <form onSubmit={submit} className="flex min-h-0 flex-col" noValidate>
      <DialogHeader>
        <DialogTitle>Create Prayer Group</DialogTitle>
        <DialogDescription>Gather others to pray together for a watch.</DialogDescription>
      </DialogHeader>
      <DialogBody className="grid gap-4">
        <FormField label="Group Name" error={nameTouched && blank ? GroupMessages.nameRequired : undefined}>
          {(control) => (
            <Input
              {...control}
              value={name}
              maxLength={GROUP_LIMITS.nameMax}
              onChange={(event) => setName(event.target.value)}
              onBlur={() => setNameTouched(true)}
              placeholder="e.g. Night Watch Intercessors"
              autoComplete="off"
              required
            />
          )}
        </FormField>
        <FormField label="Description (optional)">
          {(control) => (
            <Textarea
              {...control}
              value={description}
              maxLength={GROUP_LIMITS.descriptionMax}
              onChange={(event) => setDescription(event.target.value)}
              placeholder="What does your group pray for?"
              rows={3}
            />
          )}
        </FormField>
        <FormField label="Prayer Watch">
          {(control) => (
            <NativeSelect {...control} value={watch} onChange={(event) => setWatch(event.target.value)}>
              <option value="">Any watch</option>
              {WATCHES.map((item) => (
                <option key={item.number} value={item.number}>
                  {item.name} ({item.timeRange})
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField label="Tags (optional)" hint="Separate tags with commas, e.g. healing, family, nations">
          {(control) => (
            <Input
              {...control}
              value={tags}
              onChange={(event) => setTags(event.target.value)}
              placeholder="healing, family, nations"
              autoComplete="off"
            />
          )}
        </FormField>
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium">Visibility</legend>
          <RadioGroup
            value={visibility}
            onValueChange={(value) => setVisibility(value === "private" ? "private" : "public")}
            className="gap-2"
            aria-label="Visibility"
          >
            <div className="flex items-center gap-2">
              <RadioGroupItem value="public" id="group-visibility-public" />
              <Label htmlFor="group-visibility-public" className="font-normal">
                Public (anyone can join instantly)
              </Label>
            </div>
            <div className="flex items-center gap-2">
              <RadioGroupItem value="private" id="group-visibility-private" />
              <Label htmlFor="group-visibility-private" className="font-normal">
                Private (members must request)
              </Label>
            </div>
          </RadioGroup>
        </fieldset>
      </DialogBody>
      <DialogFooter>
        <Button type="submit" disabled={blank || create.isPending}>
          {create.isPending ? "Creating..." : "Create Group"}
        </Button>
      </DialogFooter>
    </form>
  );
}
