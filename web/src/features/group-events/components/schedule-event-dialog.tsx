import {
  DEFAULT_EVENT_DURATION,
  EVENT_DURATIONS,
  EVENT_LIMITS,
  EventToasts,
  type PrayerEvent,
  type RecurringPattern,
  type UpdateEventInput,
} from "@common/group-events";
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
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import { errorMessage } from "@/lib/api-client";
import { toastError, toastSuccess } from "@/lib/toast";
import { useCreateEvent, useUpdateEvent } from "../api";

type Form = {
  title: string;
  description: string;
  date: string;
  time: string;
  duration: number;
  isRecurring: boolean;
  recurringPattern: RecurringPattern;
};

const blank = (): Form => ({
  title: "",
  description: "",
  date: "",
  time: "",
  duration: DEFAULT_EVENT_DURATION,
  isRecurring: false,
  recurringPattern: "weekly",
});

const fromEvent = (event: PrayerEvent): Form => ({
  title: event.title,
  description: event.description,
  date: event.date,
  time: event.time,
  duration: event.duration,
  isRecurring: event.isRecurring,
  recurringPattern: event.recurringPattern ?? "weekly",
});

/** The fields of `form` that differ from the event's (a PATCH sends only what changed). */
function changesOf(form: Form, event: PrayerEvent): UpdateEventInput {
  const before = fromEvent(event);
  const changes: UpdateEventInput = {};
  if (form.title.trim() !== before.title) changes.title = form.title.trim();
  if (form.description.trim() !== before.description) changes.description = form.description.trim();
  if (form.date !== before.date) changes.date = form.date;
  if (form.time !== before.time) changes.time = form.time;
  if (form.duration !== before.duration) changes.duration = form.duration as UpdateEventInput["duration"];
  if (
    form.isRecurring !== before.isRecurring ||
    (form.isRecurring && form.recurringPattern !== before.recurringPattern)
  ) {
    changes.isRecurring = form.isRecurring;
    if (form.isRecurring) changes.recurringPattern = form.recurringPattern;
  }
  return changes;
}

/**
 * 'Schedule Prayer Event' (community spec §2, §5, §7): title, description, date, time, duration (30, 60, 90 or
 * 120 minutes, 60 by default) and a 'Repeat' switch with weekly or monthly. Submit is disabled while the
 * title is blank, the date or time is empty, or the request runs; success closes and resets the dialog and
 * says so. With `event`, the same form edits it (its date and time are in the group's zone).
 */
export function ScheduleEventDialog({
  groupId,
  open,
  onOpenChange,
  event,
  groupTimeZone,
}: {
  groupId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The event to edit (this occurrence's date and time); none to schedule a new one. */
  event?: PrayerEvent;
  /** The group's home zone, in which the date and time are read. */
  groupTimeZone?: string;
}) {
  const [form, setForm] = useState<Form>(() => (event ? fromEvent(event) : blank()));
  const create = useCreateEvent(groupId);
  const update = useUpdateEvent(groupId);
  const pending = create.isPending || update.isPending;
  const ids = {
    title: useId(),
    description: useId(),
    date: useId(),
    time: useId(),
    duration: useId(),
    repeat: useId(),
    pattern: useId(),
    zone: useId(),
  };
  const ready = form.title.trim() !== "" && form.date !== "" && form.time !== "";
  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm((current) => ({ ...current, [key]: value }));

  function changeOpen(next: boolean) {
    if (!next && !event) setForm(blank());
    if (next && event) setForm(fromEvent(event));
    onOpenChange(next);
  }

  function submit(submitted: FormEvent) {
    submitted.preventDefault();
    if (!ready || pending) return;
    if (event) {
      update.mutate(
        { eventId: event.id, changes: changesOf(form, event) },
        {
          onSuccess: () => {
            onOpenChange(false);
            toastSuccess("Event Updated", "The prayer event has been changed for the group.");
          },
          onError: (error) => toastError("Event Not Updated", errorMessage(error, "Please try again.")),
        },
      );
      return;
    }
    create.mutate(
      {
        title: form.title.trim(),
        description: form.description.trim(),
        date: form.date,
        time: form.time,
        duration: form.duration as (typeof EVENT_DURATIONS)[number],
        isRecurring: form.isRecurring,
        recurringPattern: form.isRecurring ? form.recurringPattern : null,
      },
      {
        onSuccess: () => {
          setForm(blank());
          onOpenChange(false);
          toastSuccess(EventToasts.created.title, EventToasts.created.description);
        },
        onError: (error) =>
          toastError(
            "Event Not Created",
            errorMessage(error, "The prayer event could not be scheduled. Please try again."),
          ),
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent className="max-w-lg">
        <form onSubmit={submit} className="flex min-h-0 flex-1 flex-col" noValidate>
          <DialogHeader>
            <DialogTitle>{event ? "Edit Prayer Event" : "Schedule Prayer Event"}</DialogTitle>
            <DialogDescription>
              {event
                ? "Every member sees the change on the schedule."
                : "Every member of the group sees it on the schedule."}
            </DialogDescription>
          </DialogHeader>
          <DialogBody className="grid gap-4">
            <div className="grid gap-2">
              <Label htmlFor={ids.title}>Title</Label>
              <Input
                id={ids.title}
                value={form.title}
                maxLength={EVENT_LIMITS.titleMax}
                placeholder="Morning prayer watch"
                onChange={(change) => set("title", change.target.value)}
              />
            </div>
            <div className="grid gap-2">
              <Label htmlFor={ids.description}>Description</Label>
              <Textarea
                id={ids.description}
                value={form.description}
                maxLength={EVENT_LIMITS.descriptionMax}
                placeholder="What will you pray for together? (optional)"
                onChange={(change) => set("description", change.target.value)}
              />
            </div>
            <div className="grid gap-4 sm:grid-cols-2">
              <div className="grid gap-2">
                <Label htmlFor={ids.date}>Date</Label>
                <Input
                  id={ids.date}
                  type="date"
                  value={form.date}
                  aria-describedby={groupTimeZone ? ids.zone : undefined}
                  onChange={(change) => set("date", change.target.value)}
                />
              </div>
              <div className="grid gap-2">
                <Label htmlFor={ids.time}>Time</Label>
                <Input
                  id={ids.time}
                  type="time"
                  value={form.time}
                  aria-describedby={groupTimeZone ? ids.zone : undefined}
                  onChange={(change) => set("time", change.target.value)}
                />
              </div>
            </div>
            {groupTimeZone ? (
              <p id={ids.zone} className="-mt-2 text-xs text-muted-foreground">
                Date and time in the group's time zone ({groupTimeZone}).
              </p>
            ) : null}
            <div className="grid gap-2">
              <Label htmlFor={ids.duration}>Duration</Label>
              <NativeSelect
                id={ids.duration}
                value={String(form.duration)}
                onChange={(change) => set("duration", Number(change.target.value))}
              >
                {EVENT_DURATIONS.map((minutes) => (
                  <option key={minutes} value={minutes}>
                    {minutes} minutes
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="flex items-center gap-3">
              <Switch
                id={ids.repeat}
                checked={form.isRecurring}
                onCheckedChange={(checked) => set("isRecurring", checked)}
              />
              <Label htmlFor={ids.repeat}>Repeat</Label>
            </div>
            {form.isRecurring ? (
              <div className="grid gap-2">
                <Label htmlFor={ids.pattern}>Repeats</Label>
                <NativeSelect
                  id={ids.pattern}
                  value={form.recurringPattern}
                  onChange={(change) => set("recurringPattern", change.target.value as RecurringPattern)}
                >
                  <option value="weekly">Weekly</option>
                  <option value="monthly">Monthly</option>
                </NativeSelect>
              </div>
            ) : null}
          </DialogBody>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => changeOpen(false)}>
              Cancel
            </Button>
            <SubmitButton
              pending={pending}
              pendingLabel={event ? "Saving..." : "Scheduling..."}
              disabled={!ready || pending}
            >
              {event ? "Save Changes" : "Schedule Event"}
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
