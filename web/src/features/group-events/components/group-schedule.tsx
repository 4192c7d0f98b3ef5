import { EVENT_LIMITS, type PrayerEvent } from "@common/group-events";
import { useQuery } from "@tanstack/react-query";
import { CalendarDaysIcon, ChevronLeftIcon, ChevronRightIcon, LockIcon, PlusIcon } from "lucide-react";
import { type ReactNode, useMemo, useState } from "react";
import { GroupLoadError } from "@/components/group-page-states";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { ApiError, errorMessage } from "@/lib/api-client";
import { groupQuery } from "@/lib/group-queries";
import { cn } from "@/lib/utils";
import { groupEventsQuery } from "../api";
import { addDays, dayKey, dayNames, isSameDay, viewerTimeZone, weekDays, weekLabel, weekStartOf } from "../time";
import { EventCard, WeekEventItem } from "./event-card";
import { ScheduleEventDialog } from "./schedule-event-dialog";

export interface GroupScheduleProps {
  groupId: number;
  /** More tools for the header's toolbar (the calendar feed button). */
  actions?: ReactNode;
  /** "Today", for tests; the clock otherwise. */
  now?: () => Date;
}

const HEADING_ID = "group-schedule-heading";

/**
 * The group schedule (community spec §2, §4, §9; issue 18 §1): a week of 7 days Sunday to Saturday with
 * today marked, Previous Week / Next Week / Today, each day's occurrences in the viewer's zone (the group's
 * noted), 'Upcoming Prayer Events' (the first 5 not yet ended) and 'Schedule Prayer'. Members only.
 */
export function GroupSchedule({ groupId, actions, now = () => new Date() }: GroupScheduleProps) {
  const group = useQuery(groupQuery(groupId));
  const member = group.data?.myRole != null;
  const [weekStart, setWeekStart] = useState(() => weekStartOf(now()));
  const [scheduling, setScheduling] = useState(false);
  const weekWindow = useMemo(
    () => ({ from: weekStart.toISOString(), to: addDays(weekStart, 7).toISOString() }),
    [weekStart],
  );
  const week = useQuery({ ...groupEventsQuery(groupId, weekWindow), enabled: member });
  const upcoming = useQuery({ ...groupEventsQuery(groupId), enabled: member });

  if (group.isPending) return <Loading />;
  if (group.isError) {
    return group.error instanceof ApiError && group.error.status === 404 ? (
      <NotShown text="This group is private or no longer exists. Only its members can see its schedule." />
    ) : (
      <GroupLoadError
        message={errorMessage(group.error, "The group could not be loaded.")}
        retry={() => group.refetch()}
      />
    );
  }
  if (!member) return <NotShown text="Join the group to see and share its prayer schedule." />;

  const today = now();
  const groupTimeZone = group.data.timeZone;
  const nextFive = (upcoming.data ?? [])
    .filter((event) => new Date(event.endsAt).getTime() > today.getTime())
    .slice(0, EVENT_LIMITS.upcomingCount);
  const zone = viewerTimeZone();

  return (
    <section aria-labelledby={HEADING_ID} className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="grid gap-1">
          <h2 id={HEADING_ID} className="text-xl font-semibold">
            Prayer Schedule
          </h2>
          <p className="text-sm text-muted-foreground">
            Times in your time zone ({zone})
            {zone === groupTimeZone ? "." : `, with the group's (${groupTimeZone}) noted.`}
          </p>
        </div>
        <div role="toolbar" aria-label="Schedule tools" className="flex flex-wrap items-center gap-2">
          {actions}
          <Button onClick={() => setScheduling(true)}>
            <PlusIcon aria-hidden="true" /> Schedule Prayer
          </Button>
        </div>
      </div>

      <section aria-labelledby="schedule-week-heading" className="grid gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id="schedule-week-heading" className="text-lg font-semibold" aria-live="polite">
            Week of {weekLabel(weekStart)}
          </h3>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" size="sm" onClick={() => setWeekStart((start) => addDays(start, -7))}>
              <ChevronLeftIcon aria-hidden="true" /> Previous Week
            </Button>
            <Button variant="outline" size="sm" onClick={() => setWeekStart(weekStartOf(now()))}>
              Today
            </Button>
            <Button variant="outline" size="sm" onClick={() => setWeekStart((start) => addDays(start, 7))}>
              Next Week <ChevronRightIcon aria-hidden="true" />
            </Button>
          </div>
        </div>
        {week.isError ? (
          <GroupLoadError
            message={errorMessage(week.error, "The schedule could not be loaded.")}
            retry={() => week.refetch()}
          />
        ) : (
          <WeekGrid
            days={weekDays(weekStart)}
            today={today}
            events={week.data}
            pending={week.isPending}
            groupId={groupId}
          />
        )}
      </section>

      <section aria-labelledby="schedule-upcoming-heading" className="grid gap-3">
        <h3 id="schedule-upcoming-heading" className="text-lg font-semibold">
          Upcoming Prayer Events
        </h3>
        {upcoming.isPending ? (
          <Loading />
        ) : upcoming.isError ? (
          <GroupLoadError
            message={errorMessage(upcoming.error, "The upcoming events could not be loaded.")}
            retry={() => upcoming.refetch()}
          />
        ) : nextFive.length === 0 ? (
          <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-input bg-card/70 px-6 py-10 text-center">
            <span className="flex size-12 items-center justify-center rounded-full bg-primary/12 text-primary">
              <CalendarDaysIcon className="size-6" aria-hidden="true" />
            </span>
            <p className="text-lg font-semibold">No prayer events scheduled</p>
            <p className="text-muted-foreground">Plan a time when the group prays together.</p>
            <Button onClick={() => setScheduling(true)}>Schedule the First Prayer</Button>
          </div>
        ) : (
          <ol className="grid gap-4" aria-label="Upcoming prayer events">
            {nextFive.map((event) => (
              <li key={`${event.id}-${event.occurrenceDate}`}>
                <EventCard event={event} groupId={groupId} groupTimeZone={groupTimeZone} />
              </li>
            ))}
          </ol>
        )}
      </section>

      <ScheduleEventDialog
        groupId={groupId}
        open={scheduling}
        onOpenChange={setScheduling}
        groupTimeZone={groupTimeZone}
      />
    </section>
  );
}

/** Seven days, Sunday to Saturday (a vertical list on small screens); today marked aria-current="date". */
function WeekGrid({
  days,
  today,
  events,
  pending,
  groupId,
}: {
  days: Date[];
  today: Date;
  events: PrayerEvent[] | undefined;
  pending: boolean;
  groupId: number;
}) {
  const byDay = new Map<string, PrayerEvent[]>();
  for (const event of events ?? []) {
    const key = dayKey(new Date(event.startsAt));
    byDay.set(key, [...(byDay.get(key) ?? []), event]);
  }
  return (
    <ol aria-label="Days of the week" aria-busy={pending || undefined} className="grid gap-2 lg:grid-cols-7">
      {days.map((day) => {
        const isToday = isSameDay(day, today);
        const list = byDay.get(dayKey(day)) ?? [];
        const names = dayNames(day);
        return (
          <li
            key={dayKey(day)}
            aria-current={isToday ? "date" : undefined}
            className={cn(
              "grid min-w-0 content-start gap-2 rounded-lg border p-2 lg:min-h-24",
              isToday ? "border-primary bg-primary/10 ring-1 ring-primary" : "border-border bg-muted/40",
            )}
          >
            <h4 className="flex flex-wrap items-baseline justify-between gap-x-1 text-sm">
              <span className="font-semibold">{names.short}</span>
              <span className={cn("text-muted-foreground", isToday && "font-semibold text-foreground")}>
                {names.date}
                {isToday ? <span className="sr-only"> (today)</span> : null}
              </span>
            </h4>
            {pending ? (
              <span className="sr-only">Loading</span>
            ) : list.length === 0 ? (
              <p className="text-xs text-muted-foreground">No events</p>
            ) : (
              <ul className="grid gap-2" aria-label={`Events on ${names.long}`}>
                {list.map((event) => (
                  <li key={`${event.id}-${event.occurrenceDate}`}>
                    <WeekEventItem event={event} groupId={groupId} />
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ol>
  );
}

function Loading() {
  return (
    <p role="status" className="flex items-center justify-center gap-2 py-10 text-muted-foreground">
      <Spinner /> Loading the schedule...
    </p>
  );
}

function NotShown({ text }: { text: string }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-border bg-card px-6 py-12 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
        <LockIcon className="size-6" aria-hidden="true" />
      </span>
      <p className="max-w-md text-muted-foreground">{text}</p>
    </div>
  );
}
