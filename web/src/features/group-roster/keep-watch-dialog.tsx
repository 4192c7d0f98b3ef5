import { ALL_WEEKDAYS, type Commitment, type CommitmentInput, type Roster, WeekdaysSchema } from "@common/group-roster";
import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
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
import { SubmitButton } from "@/components/ui/submit-button";
import { errorMessage } from "@/lib/api-client";
import { toastSuccess } from "@/lib/toast";
import { useKeepWatch } from "./api";
import { DAY_ORDER, formatRange, WEEKDAY_NAMES, watchName, weekdaysText } from "./time";

/** The week's days in the roster's order, Sunday first (ISO numbers). */
const SUNDAY_FIRST = [7, 1, 2, 3, 4, 5, 6] as const;

export interface KeepWatchDialogProps {
  groupId: number;
  roster: Roster;
  /** The viewer's own commitments (to show the days already kept when a watch is chosen). */
  mine: Commitment[];
  myZone: string;
  /** The watch to start with (editing one already kept), or null for a new one. */
  initialWatch: number | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The times of a watch in the group's zone and the viewer's, from a cell of the shown week (today's when shown). */
export function watchTimes(roster: Roster, watchNumber: number, myZone: string) {
  const cell =
    roster.cells.find((c) => c.watchNumber === watchNumber && c.date === roster.now.date) ??
    roster.cells.find((c) => c.watchNumber === watchNumber);
  if (!cell) return null;
  return {
    group: formatRange(cell.startsAt, cell.endsAt, roster.timeZone),
    mine: formatRange(cell.startsAt, cell.endsAt, myZone),
  };
}

/**
 * 'Keep a watch' (issue 18 §4): one of the eight watches, with its hours in the group's time and the
 * viewer's, on every day or chosen weekdays (at least one). Saving replaces that watch's days.
 */
export function KeepWatchDialog(props: KeepWatchDialogProps) {
  // Mounted afresh each time it opens, so the form starts from the watch it was opened for.
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent className="max-w-lg">{props.open ? <KeepWatchForm {...props} /> : null}</DialogContent>
    </Dialog>
  );
}

function KeepWatchForm({ groupId, roster, mine, myZone, initialWatch, onOpenChange }: KeepWatchDialogProps) {
  const daysOf = (watch: number) => mine.find((c) => c.watchNumber === watch)?.weekdays ?? [...ALL_WEEKDAYS];
  const firstWatch = initialWatch ?? DAY_ORDER.find((n) => !mine.some((c) => c.watchNumber === n)) ?? DAY_ORDER[0];
  const [watchNumber, setWatchNumber] = useState<number>(firstWatch);
  const [weekdays, setWeekdays] = useState<number[]>(() => daysOf(firstWatch));
  const [error, setError] = useState<string | null>(null);
  const keep = useKeepWatch(groupId);
  const ids = { watch: useId(), watchHint: useId(), days: useId(), error: useId() };
  const sameZone = myZone === roster.timeZone;
  const times = watchTimes(roster, watchNumber, myZone);
  const everyDay = weekdays.length === 7;

  function toggle(day: number, on: boolean) {
    setError(null);
    setWeekdays((days) => (on ? [...new Set([...days, day])] : days.filter((d) => d !== day)));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (keep.isPending) return;
    const parsed = WeekdaysSchema.safeParse([...weekdays].sort((a, b) => a - b));
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "Choose at least one day of the week.");
      return;
    }
    keep.mutate(
      { watchNumber: watchNumber as CommitmentInput["watchNumber"], weekdays: parsed.data },
      {
        onSuccess: () => {
          onOpenChange(false);
          toastSuccess("Watch Committed", `You keep the ${watchName(watchNumber)}: ${weekdaysText(parsed.data)}.`);
        },
        onError: (failure) => setError(errorMessage(failure, "Your watch could not be saved. Please try again.")),
      },
    );
  }

  return (
    <form onSubmit={submit} className="flex min-h-0 flex-1 flex-col" noValidate>
      <DialogHeader>
        <DialogTitle>Keep a watch</DialogTitle>
        <DialogDescription>
          Choose a watch and the days you will keep it. Watches follow the group's time ({roster.timeZone}).
        </DialogDescription>
      </DialogHeader>
      <DialogBody className="grid gap-4">
        <div className="grid gap-2">
          <Label htmlFor={ids.watch}>Watch</Label>
          <NativeSelect
            id={ids.watch}
            value={watchNumber}
            aria-describedby={ids.watchHint}
            onChange={(event) => {
              const next = Number(event.target.value);
              setWatchNumber(next);
              setWeekdays(daysOf(next));
              setError(null);
            }}
          >
            {DAY_ORDER.map((n) => {
              const t = watchTimes(roster, n, myZone);
              const label = t
                ? sameZone
                  ? `${watchName(n)} · ${t.group}`
                  : `${watchName(n)} · ${t.group} group time · ${t.mine} your time`
                : watchName(n);
              return (
                <option key={n} value={n}>
                  {label}
                </option>
              );
            })}
          </NativeSelect>
          <p id={ids.watchHint} className="text-xs text-muted-foreground">
            {times
              ? sameZone
                ? `${times.group} (${roster.timeZone})`
                : `${times.group} in the group's time (${roster.timeZone}), ${times.mine} in yours (${myZone}).`
              : null}
          </p>
        </div>
        <fieldset
          className="grid gap-3"
          aria-describedby={error ? ids.error : undefined}
          aria-invalid={error ? true : undefined}
        >
          <legend className="mb-1 text-sm font-medium">Days</legend>
          <div className="flex items-center gap-2">
            <Checkbox
              id={`${ids.days}-all`}
              checked={everyDay ? true : weekdays.length === 0 ? false : "indeterminate"}
              onCheckedChange={(checked) => {
                setError(null);
                setWeekdays(checked === true ? [...ALL_WEEKDAYS] : []);
              }}
            />
            <Label htmlFor={`${ids.days}-all`}>Every day</Label>
          </div>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {SUNDAY_FIRST.map((day) => (
              <div key={day} className="flex items-center gap-2">
                <Checkbox
                  id={`${ids.days}-${day}`}
                  checked={weekdays.includes(day)}
                  onCheckedChange={(checked) => toggle(day, checked === true)}
                />
                <Label htmlFor={`${ids.days}-${day}`}>{WEEKDAY_NAMES[day]}</Label>
              </div>
            ))}
          </div>
          {error ? (
            <p id={ids.error} role="alert" className="text-sm font-medium text-destructive">
              {error}
            </p>
          ) : null}
        </fieldset>
      </DialogBody>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
          Cancel
        </Button>
        <SubmitButton pending={keep.isPending} pendingLabel="Saving...">
          Keep Watch
        </SubmitButton>
      </DialogFooter>
    </form>
  );
}
