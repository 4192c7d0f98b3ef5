import { EventToasts, type PrayerEvent } from "@common/group-events";
import {
  CalendarPlusIcon,
  CheckIcon,
  ClockIcon,
  PencilIcon,
  RepeatIcon,
  RotateCcwIcon,
  Trash2Icon,
  UsersIcon,
  XIcon,
} from "lucide-react";
import { useState } from "react";
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
import { errorMessage } from "@/lib/api-client";
import { toastError, toastSuccess } from "@/lib/toast";
import { cn } from "@/lib/utils";
import { useAttendance, useDeleteEvent, useUpdateEvent } from "../api";
import { eventDay, eventTimes } from "../time";
import { ScheduleEventDialog } from "./schedule-event-dialog";

const STATUS_LABEL = { confirmed: "Confirmed", scheduled: "Scheduled", cancelled: "Cancelled" } as const;

/** The status badge (community §4): confirmed renders green, any other value blue. */
export function StatusBadge({ status }: { status: PrayerEvent["status"] }) {
  return (
    <Badge
      variant={status === "confirmed" ? "success" : undefined}
      className={cn(
        status !== "confirmed" && "border-transparent bg-blue-700 text-white dark:bg-blue-300 dark:text-blue-950",
        status === "cancelled" && "line-through",
      )}
    >
      {STATUS_LABEL[status]}
    </Badge>
  );
}

/** "6:00 AM your time · 11:00 Europe/London", or "6:00 AM (Europe/London)" when the viewer is in the group's zone. */
export function EventTime({ event, className }: { event: PrayerEvent; className?: string }) {
  const times = eventTimes(event);
  return (
    <span className={className}>
      <time dateTime={event.startsAt}>{times.local}</time>
      {times.group ? (
        <>
          {" "}
          your time · {times.group} {event.timeZone}
        </>
      ) : (
        <> ({event.timeZone})</>
      )}
    </span>
  );
}

/** Confirm → a disabled 'Confirmed' (community §4), for the viewer's own attendance at this occurrence. */
function ConfirmButton({
  event,
  groupId,
  size,
  className,
}: {
  event: PrayerEvent;
  groupId: number;
  size: "sm" | "default";
  className?: string;
}) {
  const attendance = useAttendance(groupId);
  const ended = new Date(event.endsAt).getTime() <= Date.now();
  if (event.confirmedByMe) {
    return (
      <Button size={size} variant="outline" disabled className={className}>
        <CheckIcon aria-hidden="true" /> Confirmed
      </Button>
    );
  }
  return (
    <Button
      size={size}
      className={className}
      disabled={attendance.isPending || ended || event.status === "cancelled"}
      aria-label={`Confirm attendance: ${event.title}, ${eventDay(event)}`}
      onClick={() =>
        attendance.mutate(
          { event, attending: true },
          {
            onSuccess: () => toastSuccess(EventToasts.confirmed.title, EventToasts.confirmed.description),
            onError: (error) => toastError("Not Confirmed", errorMessage(error, "Please try again.")),
          },
        )
      }
    >
      {attendance.isPending ? "Confirming..." : "Confirm"}
    </Button>
  );
}

/** One occurrence in a day of the week: title, time, status, Confirm. */
export function WeekEventItem({ event, groupId }: { event: PrayerEvent; groupId: number }) {
  return (
    <article
      aria-label={event.title}
      className={cn(
        "grid min-w-0 gap-1.5 rounded-lg border border-border bg-card p-2 text-sm text-card-foreground shadow-xs",
        event.status === "cancelled" && "opacity-80",
      )}
    >
      <h4 className="font-medium leading-snug break-words">{event.title}</h4>
      <EventTime event={event} className="text-xs text-muted-foreground" />
      <div className="flex flex-wrap items-center gap-1.5">
        <StatusBadge status={event.status} />
        {event.confirmedMembers.length > 0 ? (
          <span className="text-xs text-muted-foreground">{event.confirmedMembers.length} confirmed</span>
        ) : null}
      </div>
      <ConfirmButton event={event} groupId={groupId} size="sm" className="w-full min-w-0 px-2" />
    </article>
  );
}

/** One occurrence in full (Upcoming): details, who comes, Confirm, calendar, and the creator's or leader's tools. */
export function EventCard({
  event,
  groupId,
  groupTimeZone,
}: {
  event: PrayerEvent;
  groupId: number;
  groupTimeZone?: string;
}) {
  const attendance = useAttendance(groupId);
  const update = useUpdateEvent(groupId);
  const remove = useDeleteEvent(groupId);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const names = event.attendees.map((attendee) => attendee.userName);
  const ended = new Date(event.endsAt).getTime() <= Date.now();
  const cancelled = event.status === "cancelled";

  const setStatus = (status: "scheduled" | "cancelled") =>
    update.mutate(
      { eventId: event.id, changes: { status } },
      {
        onSuccess: () =>
          toastSuccess(
            status === "cancelled" ? "Event Cancelled" : "Event Restored",
            status === "cancelled" ? "Members see it as cancelled." : "The prayer event is back on the schedule.",
          ),
        onError: (error) => toastError("Event Not Changed", errorMessage(error, "Please try again.")),
      },
    );

  return (
    <article
      aria-labelledby={`event-${event.id}-${event.occurrenceDate}`}
      className="grid gap-3 rounded-xl border border-border bg-card p-4 text-card-foreground shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid gap-1">
          <h3 id={`event-${event.id}-${event.occurrenceDate}`} className="text-lg font-semibold break-words">
            {event.title}
          </h3>
          <p className="text-sm font-medium">{eventDay(event)}</p>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
            <span className="flex items-center gap-1">
              <ClockIcon className="size-4" aria-hidden="true" />
              <EventTime event={event} />
            </span>
            <span>{event.duration} minutes</span>
            {event.isRecurring ? (
              <span className="flex items-center gap-1">
                <RepeatIcon className="size-4" aria-hidden="true" />
                Repeats {event.recurringPattern}
              </span>
            ) : null}
          </p>
        </div>
        <StatusBadge status={event.status} />
      </div>
      {event.description ? <p className="whitespace-pre-wrap break-words">{event.description}</p> : null}
      <p className="flex items-start gap-1.5 text-sm text-muted-foreground">
        <UsersIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {names.length === 0 ? "No one has confirmed yet." : `${names.length} confirmed: ${names.join(", ")}`}
      </p>
      {event.createdByName ? <p className="text-xs text-muted-foreground">Scheduled by {event.createdByName}</p> : null}
      <div className="flex flex-wrap items-center gap-2">
        <ConfirmButton event={event} groupId={groupId} size="default" />
        {event.confirmedByMe && !ended ? (
          <Button
            variant="ghost"
            disabled={attendance.isPending}
            onClick={() =>
              attendance.mutate(
                { event, attending: false },
                {
                  onSuccess: () => toastSuccess("Attendance Withdrawn", "You are no longer confirmed for this event."),
                  onError: (error) => toastError("Not Withdrawn", errorMessage(error, "Please try again.")),
                },
              )
            }
          >
            Withdraw
          </Button>
        ) : null}
        <Button asChild variant="outline">
          <a href={`/api/prayer-events/${event.id}/ics`} download>
            <CalendarPlusIcon aria-hidden="true" /> Add to calendar
          </a>
        </Button>
        {event.canEdit ? (
          <>
            <Button variant="outline" onClick={() => setEditing(true)}>
              <PencilIcon aria-hidden="true" /> Edit
            </Button>
            <Button
              variant="outline"
              disabled={update.isPending}
              onClick={() => setStatus(cancelled ? "scheduled" : "cancelled")}
            >
              {cancelled ? <RotateCcwIcon aria-hidden="true" /> : <XIcon aria-hidden="true" />}
              {cancelled ? "Restore" : "Cancel Event"}
            </Button>
            <Button variant="outline" onClick={() => setDeleting(true)}>
              <Trash2Icon aria-hidden="true" /> Delete
            </Button>
          </>
        ) : null}
      </div>
      {editing ? (
        <ScheduleEventDialog
          groupId={groupId}
          open={editing}
          onOpenChange={setEditing}
          event={event}
          groupTimeZone={groupTimeZone ?? event.timeZone}
        />
      ) : null}
      <AlertDialog open={deleting} onOpenChange={setDeleting}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Delete this prayer event?</AlertDialogTitle>
            <AlertDialogDescription>
              {event.isRecurring
                ? "Every occurrence of it is removed from the schedule, with its confirmations."
                : "It is removed from the schedule, with its confirmations."}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Keep it</AlertDialogCancel>
            <AlertDialogAction
              onClick={() =>
                remove.mutate(event.id, {
                  onSuccess: () => toastSuccess("Event Deleted", "The prayer event was removed from the schedule."),
                  onError: (error) => toastError("Event Not Deleted", errorMessage(error, "Please try again.")),
                })
              }
            >
              Delete Event
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </article>
  );
}
