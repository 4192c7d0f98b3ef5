import { GROUP_LIMITS, GroupMessages, type PrayerGroup, splitTags } from "@common/groups";
import { WATCHES } from "@common/watches";
import { useQuery } from "@tanstack/react-query";
import { CheckIcon, CrownIcon, LogOutIcon, Trash2Icon, UserMinusIcon, XIcon } from "lucide-react";
import { type FormEvent, type ReactNode, useState } from "react";
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
import { Button, buttonVariants } from "@/components/ui/button";
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { errorMessage } from "@/lib/api-client";
import { toastError, toastSuccess } from "@/lib/toast";
import {
  groupQuery,
  joinRequestsQuery,
  useAnswerJoinRequest,
  useDeleteGroup,
  useHandOverLeadership,
  useLeaveGroup,
  useRemoveMember,
  useUpdateGroup,
} from "../api/groups-api";
import { useGroupsEnvironment } from "../groups-context";

const failed = (title: string) => (error: unknown) => toastError(title, errorMessage(error, "Please try again."));

/**
 * Manage one group (Group Settings → Manage Groups): the leader edits its settings, answers join requests,
 * removes members, hands over leadership and deletes it; a member can leave. The server decides again.
 */
export function ManageGroupDialog({
  groupId,
  open,
  onOpenChange,
}: {
  groupId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { data: group, isPending, isError } = useQuery(groupQuery(groupId, open));
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{group ? `Manage ${group.name}` : "Manage group"}</DialogTitle>
          <DialogDescription>
            {group?.myRole === "leader"
              ? "You lead this group: its settings, requests and members are yours to look after."
              : "Your membership of this group."}
          </DialogDescription>
        </DialogHeader>
        <DialogBody className="grid gap-6">
          {group ? (
            group.myRole === "leader" ? (
              <LeaderTools group={group} onGone={() => onOpenChange(false)} />
            ) : (
              <MemberTools group={group} onGone={() => onOpenChange(false)} />
            )
          ) : isPending ? (
            <Spinner label="Loading group..." />
          ) : isError ? (
            <p role="alert" className="text-sm text-destructive">
              The group could not be loaded. Please try again.
            </p>
          ) : null}
        </DialogBody>
      </DialogContent>
    </Dialog>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <h3 id={id} className="text-sm font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}

function LeaderTools({ group, onGone }: { group: PrayerGroup; onGone: () => void }) {
  return (
    <>
      <GroupSettingsForm group={group} />
      <JoinRequests group={group} />
      <Members group={group} />
      <DeleteGroup group={group} onGone={onGone} />
    </>
  );
}

function GroupSettingsForm({ group }: { group: PrayerGroup }) {
  const update = useUpdateGroup(group.id);
  const [name, setName] = useState(group.name);
  const [description, setDescription] = useState(group.description);
  const [watch, setWatch] = useState(group.watchNumber === null ? "" : String(group.watchNumber));
  const [tags, setTags] = useState(group.tags.join(", "));
  const [visibility, setVisibility] = useState(group.isPublic ? "public" : "private");
  const blank = name.trim() === "";
  const idBase = `manage-${group.id}`;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (blank) return;
    update.mutate(
      {
        name: name.trim(),
        description: description.trim(),
        watchNumber: watch === "" ? null : Number(watch),
        tags: splitTags(tags),
        isPublic: visibility === "public",
      },
      {
        onSuccess: () => toastSuccess("Group Updated", "Your group's settings have been saved."),
        onError: failed("Could not save the group"),
      },
    );
  }

  return (
    <Section id={`${idBase}-settings`} title="Settings">
      <form onSubmit={submit} className="grid gap-3" noValidate>
        <FormField label="Group Name" error={blank ? GroupMessages.nameRequired : undefined}>
          {(control) => (
            <Input
              {...control}
              value={name}
              maxLength={GROUP_LIMITS.nameMax}
              onChange={(event) => setName(event.target.value)}
            />
          )}
        </FormField>
        <FormField label="Description">
          {(control) => (
            <Textarea
              {...control}
              rows={2}
              value={description}
              maxLength={GROUP_LIMITS.descriptionMax}
              onChange={(event) => setDescription(event.target.value)}
            />
          )}
        </FormField>
        <div className="grid items-start gap-3 sm:grid-cols-2">
          <FormField label="Prayer Watch" className="content-start">
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
          <FormField label="Tags" hint="Separated by commas" className="content-start">
            {(control) => <Input {...control} value={tags} onChange={(event) => setTags(event.target.value)} />}
          </FormField>
        </div>
        <p id={`${idBase}-visibility`} className="text-sm font-medium">
          Visibility
        </p>
        <RadioGroup
          aria-labelledby={`${idBase}-visibility`}
          value={visibility}
          onValueChange={setVisibility}
          className="gap-2 sm:grid-cols-2"
        >
          <div className="flex items-center gap-2">
            <RadioGroupItem value="public" id={`${idBase}-public`} />
            <Label htmlFor={`${idBase}-public`} className="font-normal">
              Public (anyone can join instantly)
            </Label>
          </div>
          <div className="flex items-center gap-2">
            <RadioGroupItem value="private" id={`${idBase}-private`} />
            <Label htmlFor={`${idBase}-private`} className="font-normal">
              Private (members must request)
            </Label>
          </div>
        </RadioGroup>
        <div>
          <Button type="submit" disabled={blank || update.isPending}>
            {update.isPending ? "Saving..." : "Save Settings"}
          </Button>
        </div>
      </form>
    </Section>
  );
}

function JoinRequests({ group }: { group: PrayerGroup }) {
  const { data: requests, isPending, isError } = useQuery(joinRequestsQuery(group.id));
  const answer = useAnswerJoinRequest(group.id);
  return (
    <Section id={`manage-${group.id}-requests`} title="Join Requests">
      {isPending ? (
        <Spinner label="Loading join requests..." />
      ) : isError ? (
        <p role="alert" className="text-sm text-destructive">
          Join requests could not be loaded.
        </p>
      ) : requests.length === 0 ? (
        <p className="text-sm text-muted-foreground">No one is waiting to join.</p>
      ) : (
        <ul className="grid gap-2">
          {requests.map((request) => (
            <li key={request.userId} className="flex flex-wrap items-center gap-2 rounded-lg border border-border p-2">
              <span className="min-w-0 flex-1 truncate text-sm font-medium">{request.userName}</span>
              <Button
                size="sm"
                disabled={answer.isPending}
                aria-label={`Approve ${request.userName}`}
                onClick={() =>
                  answer.mutate(
                    { userId: request.userId, answer: "approve" },
                    {
                      onSuccess: () => toastSuccess("Request Approved", `${request.userName} joined ${group.name}.`),
                      onError: failed("Could not approve"),
                    },
                  )
                }
              >
                <CheckIcon aria-hidden="true" /> Approve
              </Button>
              <Button
                size="sm"
                variant="outline"
                disabled={answer.isPending}
                aria-label={`Decline ${request.userName}`}
                onClick={() =>
                  answer.mutate(
                    { userId: request.userId, answer: "decline" },
                    {
                      onSuccess: () => toastSuccess("Request Declined", `${request.userName}'s request was declined.`),
                      onError: failed("Could not decline"),
                    },
                  )
                }
              >
                <XIcon aria-hidden="true" /> Decline
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function Members({ group }: { group: PrayerGroup }) {
  const { userId } = useGroupsEnvironment();
  const remove = useRemoveMember(group.id);
  const handOver = useHandOverLeadership(group.id);
  return (
    <Section id={`manage-${group.id}-members`} title="Members">
      <ul className="grid max-h-72 gap-2 overflow-y-auto">
        {group.memberList.map((member) => (
          <li key={member.userId} className="flex flex-wrap items-center gap-2 rounded-lg border border-border p-2">
            <span className="min-w-0 flex-1 truncate text-sm font-medium">
              {member.userName}
              {member.userId === userId ? " (You)" : ""}
            </span>
            {member.role === "leader" ? (
              <Badge>Group Leader</Badge>
            ) : (
              <>
                <ConfirmButton
                  label="Make leader"
                  accessibleLabel={`Make ${member.userName} the leader`}
                  icon={<CrownIcon aria-hidden="true" />}
                  title={`Hand over ${group.name}?`}
                  description={`${member.userName} becomes the group's leader and you become a member.`}
                  confirm="Hand Over"
                  disabled={handOver.isPending}
                  onConfirm={() =>
                    handOver.mutate(member.userId, {
                      onSuccess: () =>
                        toastSuccess("Leadership Handed Over", `${member.userName} now leads ${group.name}.`),
                      onError: failed("Could not hand over"),
                    })
                  }
                />
                <ConfirmButton
                  label="Remove"
                  accessibleLabel={`Remove ${member.userName}`}
                  icon={<UserMinusIcon aria-hidden="true" />}
                  title={`Remove ${member.userName}?`}
                  description={`${member.userName} will no longer see ${group.name}'s prayers and chat.`}
                  confirm="Remove"
                  destructive
                  disabled={remove.isPending}
                  onConfirm={() =>
                    remove.mutate(member.userId, {
                      onSuccess: () => toastSuccess("Member Removed", `${member.userName} left ${group.name}.`),
                      onError: failed("Could not remove"),
                    })
                  }
                />
              </>
            )}
          </li>
        ))}
      </ul>
    </Section>
  );
}

function DeleteGroup({ group, onGone }: { group: PrayerGroup; onGone: () => void }) {
  const remove = useDeleteGroup(group.id);
  return (
    <Section id={`manage-${group.id}-delete`} title="Delete Group">
      <p className="text-sm text-muted-foreground">
        Deleting removes the group, its prayers and its chat for every member. To step down instead, make another member
        the leader.
      </p>
      <div>
        <ConfirmButton
          label="Delete Group"
          icon={<Trash2Icon aria-hidden="true" />}
          title={`Delete ${group.name}?`}
          description="This removes the group, its prayers and its chat for every member. It cannot be undone."
          confirm="Delete"
          destructive
          disabled={remove.isPending}
          onConfirm={() =>
            remove.mutate(undefined, {
              onSuccess: () => {
                toastSuccess("Group Deleted", `${group.name} has been deleted.`);
                onGone();
              },
              onError: failed("Could not delete the group"),
            })
          }
        />
      </div>
    </Section>
  );
}

function MemberTools({ group, onGone }: { group: PrayerGroup; onGone: () => void }) {
  const leave = useLeaveGroup(group.id);
  return (
    <Section id={`manage-${group.id}-leave`} title="Leave Group">
      <p className="text-sm text-muted-foreground">
        {group.leaderName} leads this group. Leaving removes you from its prayer wall and chat; you can join again later
        {group.isPublic ? "" : " by asking the leader"}.
      </p>
      <div>
        <ConfirmButton
          label="Leave Group"
          icon={<LogOutIcon aria-hidden="true" />}
          title={`Leave ${group.name}?`}
          description="You will no longer see the group's prayers and chat."
          confirm="Leave"
          destructive
          disabled={leave.isPending}
          onConfirm={() =>
            leave.mutate(undefined, {
              onSuccess: () => {
                toastSuccess("Left Group", `You left ${group.name}.`);
                onGone();
              },
              onError: failed("Could not leave the group"),
            })
          }
        />
      </div>
    </Section>
  );
}

function ConfirmButton({
  label,
  accessibleLabel,
  icon,
  title,
  description,
  confirm,
  destructive = false,
  disabled,
  onConfirm,
}: {
  label: string;
  accessibleLabel?: string;
  icon: ReactNode;
  title: string;
  description: string;
  confirm: string;
  destructive?: boolean;
  disabled?: boolean;
  onConfirm: () => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="sm"
        variant={destructive ? "destructive" : "outline"}
        disabled={disabled}
        aria-label={accessibleLabel}
        onClick={() => setOpen(true)}
      >
        {icon} {label}
      </Button>
      <AlertDialog open={open} onOpenChange={setOpen}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{title}</AlertDialogTitle>
            <AlertDialogDescription>{description}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction
              className={destructive ? undefined : buttonVariants({ variant: "default" })}
              onClick={onConfirm}
            >
              {confirm}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}
