import {
  type Commitment,
  type HandoverInput,
  type HandoverNote,
  ROSTER_LIMITS,
  type Roster,
  type RosterCell,
  RosterMessages,
  type RosterPerson,
  type Substitution,
} from "@common/group-roster";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  ChevronLeftIcon,
  ChevronRightIcon,
  MegaphoneIcon,
  PencilIcon,
  PlusIcon,
  ShieldIcon,
  Trash2Icon,
  TriangleAlertIcon,
  UserRoundCheckIcon,
} from "lucide-react";
import { type FormEvent, useEffect, useId, useState } from "react";
import { GroupUnavailable } from "@/components/group-page-states";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { SubmitButton } from "@/components/ui/submit-button";
import { Textarea } from "@/components/ui/textarea";
import { ApiError, errorMessage } from "@/lib/api-client";
import { groupKeys, groupQuery } from "@/lib/group-queries";
import { toastError, toastSuccess } from "@/lib/toast";
import { useMediaQuery } from "@/lib/use-media-query";
import { cn } from "@/lib/utils";
import {
  rosterQuery,
  useDeleteHandoverNote,
  useLeaveHandoverNote,
  useReleaseSubstitution,
  useRemoveWatch,
  useTakeSubstitution,
  useWithdrawSubstitution,
} from "./api";
import { KeepWatchDialog } from "./keep-watch-dialog";
import { SubstituteDialog } from "./substitute-dialog";
import {
  addDays,
  browserTimeZone,
  DAY_ORDER,
  formatGroupDate,
  formatRange,
  formatTime,
  formatZonedDate,
  timeLeft,
  watchName,
  weekdaysText,
} from "./time";
import { membersOnWatch, UrgentCallDialog } from "./urgent-call-dialog";

export interface GroupRosterProps {
  groupId: number;
  /** The signed-in user. */
  userId: number;
  links: { myGroups: string; community: string };
  /** The viewer's zone (tests); default the browser's. */
  myZone?: string;
}

type ZoneMode = "group" | "mine";

/** A clock for 'time left' and for what is still to come, ticking every 30 seconds. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * The group's watch roster (issue 18 §4, decision 050): who is on watch now (hand-over notes, the urgent
 * call), the week's coverage of 8 watches × 7 days with its gaps in the group's time or the viewer's, the
 * viewer's own watches, and substitutes.
 */
export function GroupRoster({ groupId, userId, links, myZone = browserTimeZone() }: GroupRosterProps) {
  const [weekOf, setWeekOf] = useState<string | null>(null);
  const roster = useQuery({ ...rosterQuery(groupId, weekOf), placeholderData: keepPreviousData });
  // The group page has it already: only whether the viewer leads (the leader's extra buttons).
  const isLeader = useQuery(groupQuery(groupId)).data?.myRole === "leader";
  const client = useQueryClient();
  const now = useNow();
  const endsAt = roster.data?.now.endsAt;

  // When the running watch ends, the next one begins: ask the server what is running then.
  useEffect(() => {
    if (!endsAt) return;
    const wait = Date.parse(endsAt) - Date.now() + 1_000;
    if (wait <= 0 || wait > 2 ** 31 - 1) return;
    const timer = setTimeout(() => void client.invalidateQueries({ queryKey: groupKeys.roster(groupId) }), wait);
    return () => clearTimeout(timer);
  }, [client, endsAt, groupId]);

  if (roster.isPending) {
    return (
      <p role="status" className="flex items-center justify-center gap-2 py-16 text-muted-foreground">
        <Spinner /> Loading the roster...
      </p>
    );
  }
  if (roster.isError && !roster.data) {
    const error = roster.error;
    if (error instanceof ApiError && (error.status === 404 || error.status === 403))
      return (
        <GroupUnavailable
          title="The watch roster is for the group's members"
          text="Join the group to keep a watch with it, or find another group."
          links={links}
        />
      );
    return (
      <div
        role="alert"
        className="grid justify-items-center gap-3 rounded-xl border border-destructive/40 bg-destructive/10 p-6 text-center"
      >
        <p className="font-medium">{errorMessage(error, "The roster could not be loaded.")}</p>
        <Button variant="outline" onClick={() => void roster.refetch()}>
          Try Again
        </Button>
      </div>
    );
  }
  return (
    <RosterScreen
      groupId={groupId}
      userId={userId}
      roster={roster.data}
      myZone={myZone}
      now={now}
      weekOf={weekOf}
      onWeek={setWeekOf}
      loadingWeek={roster.isPlaceholderData}
      isLeader={isLeader}
    />
  );
}

function RosterScreen({
  groupId,
  userId,
  roster,
  myZone,
  now,
  weekOf,
  onWeek,
  loadingWeek,
  isLeader,
}: {
  groupId: number;
  userId: number;
  roster: Roster;
  myZone: string;
  now: number;
  weekOf: string | null;
  onWeek: (weekOf: string | null) => void;
  loadingWeek: boolean;
  isLeader: boolean;
}) {
  const [zoneMode, setZoneMode] = useState<ZoneMode>("group");
  const [keeping, setKeeping] = useState<{ watch: number | null } | null>(null);
  const [substituteFor, setSubstituteFor] = useState<RosterCell | null>(null);
  const zone = zoneMode === "group" ? roster.timeZone : myZone;
  const mine = roster.commitments.filter((c) => c.userId === userId);

  return (
    <div className="grid gap-8">
      <OnWatchNow groupId={groupId} userId={userId} roster={roster} myZone={myZone} now={now} isLeader={isLeader} />
      <Coverage
        roster={roster}
        userId={userId}
        zone={zone}
        zoneMode={zoneMode}
        myZone={myZone}
        onZoneMode={setZoneMode}
        weekOf={weekOf}
        onWeek={onWeek}
        loadingWeek={loadingWeek}
      />
      <MyWatches
        groupId={groupId}
        userId={userId}
        roster={roster}
        mine={mine}
        zone={zone}
        now={now}
        onKeep={(watch) => setKeeping({ watch })}
        onAskSubstitute={setSubstituteFor}
      />
      <Substitutes groupId={groupId} userId={userId} roster={roster} zone={zone} now={now} isLeader={isLeader} />
      <GroupWatches groupId={groupId} userId={userId} roster={roster} zone={zone} isLeader={isLeader} />
      <KeepWatchDialog
        groupId={groupId}
        roster={roster}
        mine={mine}
        myZone={myZone}
        initialWatch={keeping?.watch ?? null}
        open={keeping !== null}
        onOpenChange={(open) => (open ? undefined : setKeeping(null))}
      />
      <SubstituteDialog
        groupId={groupId}
        cell={substituteFor}
        when={substituteFor ? formatRange(substituteFor.startsAt, substituteFor.endsAt, zone) : ""}
        onClose={() => setSubstituteFor(null)}
      />
    </div>
  );
}

/** A keeper's initials; the name shows on hover and focus and is read by screen readers. */
function KeeperAvatar({ person, substitute, you }: { person: RosterPerson; substitute?: boolean; you?: boolean }) {
  const name = `${person.userName}${you ? " (you)" : ""}${substitute ? " (substitute)" : ""}`;
  return (
    <li
      // biome-ignore lint/a11y/noNoninteractiveTabindex: focus shows the keeper's name, as hover does.
      tabIndex={0}
      className="group/avatar relative rounded-full outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <span
        aria-hidden="true"
        className={cn(
          "flex size-7 items-center justify-center rounded-full text-[11px] font-semibold",
          substitute
            ? "border-2 border-dashed border-primary bg-card text-foreground"
            : "bg-primary text-primary-foreground",
          you && "ring-2 ring-gold ring-offset-1 ring-offset-card",
        )}
      >
        {person.initials}
      </span>
      <span className="sr-only">{name}</span>
      <span
        aria-hidden="true"
        className="pointer-events-none invisible absolute bottom-full left-1/2 z-20 mb-1 -translate-x-1/2 rounded-md bg-foreground px-2 py-1 text-xs whitespace-nowrap text-background group-hover/avatar:visible group-focus-visible/avatar:visible"
      >
        {name}
      </span>
    </li>
  );
}

function GapMark({ className }: { className?: string }) {
  return (
    <span className={cn("inline-flex items-center gap-1 text-xs font-semibold text-destructive", className)}>
      <TriangleAlertIcon className="size-3.5" aria-hidden="true" /> Gap
    </span>
  );
}

// ————————————————————————————————————— On watch now —————————————————————————————————————

function OnWatchNow({
  groupId,
  userId,
  roster,
  myZone,
  now,
  isLeader,
}: {
  groupId: number;
  userId: number;
  roster: Roster;
  myZone: string;
  now: number;
  isLeader: boolean;
}) {
  const [calling, setCalling] = useState(false);
  const remove = useDeleteHandoverNote(groupId);
  const canDelete = (note: HandoverNote) => note.author.userId === userId || isLeader;
  const onDelete = (note: HandoverNote) =>
    remove.mutate(note.id, {
      onSuccess: () => toastSuccess("Note Deleted", "The hand-over note is gone."),
      onError: (error) => toastError("Note Not Deleted", errorMessage(error, "Please try again.")),
    });
  const [announcement, setAnnouncement] = useState("");
  const cell = roster.now;
  const others = cell.keepers.filter((k) => k.userId !== userId);
  const groupRange = formatRange(cell.startsAt, cell.endsAt, roster.timeZone);
  const myRange = formatRange(cell.startsAt, cell.endsAt, myZone);
  const label = `${watchName(cell.watchNumber)} · ${groupRange}`;
  const notesNow = roster.handoverNotes.filter((n) => n.forWatchNumber === cell.watchNumber && n.forDate === cell.date);
  const notesLater = roster.handoverNotes.filter((n) => !notesNow.includes(n));
  const explainId = useId();

  return (
    <section
      aria-labelledby="on-watch-now"
      className="grid gap-4 rounded-xl border border-border bg-card p-5 shadow-xs"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h2 id="on-watch-now" className="text-lg font-semibold">
            On watch now
          </h2>
          <p className="text-xl font-semibold text-primary">{label}</p>
          <p className="text-sm text-muted-foreground">
            {myZone !== roster.timeZone ? `${myRange} your time · ` : ""}
            {timeLeft(cell.endsAt, now)}
          </p>
        </div>
        <div className="grid justify-items-end gap-1">
          <Button
            variant="destructive"
            disabled={others.length === 0}
            aria-describedby={explainId}
            onClick={() => setCalling(true)}
          >
            <MegaphoneIcon aria-hidden="true" /> Urgent prayer call
          </Button>
          <p id={explainId} className="max-w-64 text-right text-xs text-muted-foreground">
            {others.length === 0 ? RosterMessages.nobodyOnWatch : `Goes to ${membersOnWatch(others.length)}.`}
          </p>
        </div>
      </div>

      {cell.keepers.length === 0 ? (
        <p className="flex items-center gap-2 text-sm">
          <GapMark /> No one keeps this watch today.
        </p>
      ) : (
        <ul aria-label="Keepers on watch now" className="flex flex-wrap gap-3">
          {cell.keepers.map((keeper) => (
            <li key={keeper.userId} className="flex items-center gap-2 rounded-full bg-secondary py-1 pr-3 pl-1">
              <span
                aria-hidden="true"
                className={cn(
                  "flex size-7 items-center justify-center rounded-full text-[11px] font-semibold",
                  keeper.substitute
                    ? "border-2 border-dashed border-primary bg-card text-foreground"
                    : "bg-primary text-primary-foreground",
                )}
              >
                {keeper.initials}
              </span>
              <span className="text-sm font-medium text-secondary-foreground">
                {keeper.userName}
                {keeper.userId === userId ? " (you)" : ""}
              </span>
              {keeper.substitute ? <Badge variant="outline">Substitute</Badge> : null}
            </li>
          ))}
        </ul>
      )}

      {roster.onWatch ? (
        <div className="grid gap-4 border-t border-border pt-4">
          <p className="flex items-center gap-2 font-medium">
            <ShieldIcon className="size-4 text-primary" aria-hidden="true" /> You are on watch.
          </p>
          {notesNow.length > 0 ? (
            <section aria-label="Hand-over notes for this watch" className="grid gap-2">
              {notesNow.map((note) => (
                <HandoverNoteCard
                  key={note.id}
                  note={note}
                  prominent
                  onDelete={canDelete(note) ? () => onDelete(note) : undefined}
                />
              ))}
            </section>
          ) : null}
          <HandoverForm groupId={groupId} cell={cell} />
        </div>
      ) : notesNow.length > 0 ? (
        <section aria-label="Hand-over notes for this watch" className="grid gap-2 border-t border-border pt-4">
          {notesNow.map((note) => (
            <HandoverNoteCard key={note.id} note={note} onDelete={canDelete(note) ? () => onDelete(note) : undefined} />
          ))}
        </section>
      ) : null}

      {notesLater.length > 0 ? (
        <section aria-labelledby="notes-next" className="grid gap-2 border-t border-border pt-4">
          <h3 id="notes-next" className="text-sm font-semibold">
            For your next watch
          </h3>
          {notesLater.map((note) => (
            <HandoverNoteCard key={note.id} note={note} onDelete={canDelete(note) ? () => onDelete(note) : undefined} />
          ))}
        </section>
      ) : null}

      <p aria-live="polite" className="text-sm font-medium text-success empty:hidden">
        {announcement}
      </p>
      <UrgentCallDialog
        groupId={groupId}
        recipients={others.length}
        watchLabel={label}
        open={calling}
        onOpenChange={setCalling}
        onSent={(result) =>
          setAnnouncement(
            `Your urgent call was sent to ${result.sentTo === 1 ? "1 member" : `${result.sentTo} members`} on watch.`,
          )
        }
      />
    </section>
  );
}

function HandoverNoteCard({
  note,
  prominent = false,
  onDelete,
}: {
  note: HandoverNote;
  prominent?: boolean;
  onDelete?: () => void;
}) {
  return (
    <figure
      className={cn(
        "grid gap-1 rounded-lg border p-3",
        prominent ? "border-primary/50 bg-primary/10" : "border-border bg-background",
      )}
    >
      <figcaption className="text-sm font-semibold">
        From the {watchName(note.fromWatchNumber)}
        {prominent ? "" : ` for the ${watchName(note.forWatchNumber)} on ${formatGroupDate(note.forDate)}`}
        <span className="font-normal text-muted-foreground"> · {note.author.userName}</span>
      </figcaption>
      <blockquote className={cn("whitespace-pre-wrap", prominent ? "text-base" : "text-sm")}>{note.note}</blockquote>
      {onDelete ? (
        <div>
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Delete the note from the ${watchName(note.fromWatchNumber)} by ${note.author.userName}`}
            onClick={onDelete}
          >
            <Trash2Icon aria-hidden="true" /> Delete
          </Button>
        </div>
      ) : null}
    </figure>
  );
}

function HandoverForm({ groupId, cell }: { groupId: number; cell: RosterCell }) {
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | null>(null);
  const save = useLeaveHandoverNote(groupId);
  const id = useId();
  const next = watchName((cell.watchNumber % 8) + 1);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    if (note.trim() === "") {
      setError(RosterMessages.noteRequired);
      return;
    }
    save.mutate(
      { watchNumber: cell.watchNumber as HandoverInput["watchNumber"], date: cell.date, note: note.trim() },
      {
        onSuccess: () => {
          setNote("");
          toastSuccess("Hand-over Note Left", `The keepers of the ${next} will see it as their watch begins.`);
        },
        onError: (failure) => setError(errorMessage(failure, "Your note could not be saved. Please try again.")),
      },
    );
  }

  return (
    <form onSubmit={submit} className="grid gap-2" noValidate>
      <Label htmlFor={id}>Hand-over note for the {next}</Label>
      <Textarea
        id={id}
        value={note}
        maxLength={ROSTER_LIMITS.noteMax}
        placeholder="What should the next watch carry on praying for?"
        aria-describedby={error ? `${id}-error` : undefined}
        aria-invalid={error ? true : undefined}
        onChange={(event) => {
          setNote(event.target.value);
          setError(null);
        }}
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      <div>
        <SubmitButton pending={save.isPending} pendingLabel="Saving..." variant="outline">
          Leave Note
        </SubmitButton>
      </div>
    </form>
  );
}

// ————————————————————————————————————— Coverage —————————————————————————————————————

function Coverage({
  roster,
  userId,
  zone,
  zoneMode,
  myZone,
  onZoneMode,
  weekOf,
  onWeek,
  loadingWeek,
}: {
  roster: Roster;
  userId: number;
  zone: string;
  zoneMode: ZoneMode;
  myZone: string;
  onZoneMode: (mode: ZoneMode) => void;
  weekOf: string | null;
  onWeek: (weekOf: string | null) => void;
  loadingWeek: boolean;
}) {
  const wide = useMediaQuery("(min-width: 768px)");
  const first = roster.week[0] ?? "";
  const last = roster.week[6] ?? "";
  const cellAt = (watchNumber: number, date: string) =>
    roster.cells.find((c) => c.watchNumber === watchNumber && c.date === date);
  const isNow = (cell: RosterCell) => cell.watchNumber === roster.now.watchNumber && cell.date === roster.now.date;
  /** A row's hours: from today's cell when this week is shown, else the week's first. */
  const rowRange = (watchNumber: number) => {
    const cell = cellAt(watchNumber, roster.now.date) ?? roster.cells.find((c) => c.watchNumber === watchNumber);
    return cell ? formatRange(cell.startsAt, cell.endsAt, zone) : "";
  };
  const zoneText = zoneMode === "group" ? `group time (${roster.timeZone})` : `your time (${myZone})`;
  const gaps = roster.gapCount === 1 ? "1 gap this week" : `${roster.gapCount} gaps this week`;

  return (
    <section aria-labelledby="coverage" className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h2 id="coverage" className="text-lg font-semibold">
            Coverage
          </h2>
          <p className="flex items-center gap-2 text-sm">
            {roster.gapCount > 0 ? (
              <TriangleAlertIcon className="size-4 text-destructive" aria-hidden="true" />
            ) : (
              <UserRoundCheckIcon className="size-4 text-success" aria-hidden="true" />
            )}
            <span className="font-medium">{roster.gapCount === 0 ? "Every watch is kept this week" : gaps}</span>
          </p>
        </div>
        {myZone === roster.timeZone ? (
          <p className="text-sm text-muted-foreground">Your time is the group's time ({roster.timeZone}).</p>
        ) : (
          <fieldset className="flex flex-wrap items-center gap-1 rounded-lg border border-border p-1">
            <legend className="sr-only">Show times in</legend>
            {(
              [
                ["group", `Group time (${roster.timeZone})`],
                ["mine", `My time (${myZone})`],
              ] as const
            ).map(([mode, text]) => (
              <Button
                key={mode}
                type="button"
                size="sm"
                variant={zoneMode === mode ? "default" : "ghost"}
                aria-pressed={zoneMode === mode}
                onClick={() => onZoneMode(mode)}
              >
                {text}
              </Button>
            ))}
          </fieldset>
        )}
      </div>

      <nav aria-label="Weeks" className="flex flex-wrap items-center gap-2">
        <Button variant="outline" size="sm" onClick={() => onWeek(addDays(first, -7))}>
          <ChevronLeftIcon aria-hidden="true" /> Previous week
        </Button>
        <Button variant="outline" size="sm" disabled={weekOf === null} onClick={() => onWeek(null)}>
          This week
        </Button>
        <Button variant="outline" size="sm" onClick={() => onWeek(addDays(first, 7))}>
          Next week <ChevronRightIcon aria-hidden="true" />
        </Button>
        <span className="text-sm text-muted-foreground" aria-live="polite">
          {formatGroupDate(first)} – {formatGroupDate(last)}
          {loadingWeek ? " (loading...)" : ""}
        </span>
      </nav>

      {wide ? (
        <div className="overflow-x-auto rounded-xl border border-border bg-card">
          <table className="w-full min-w-[760px] border-collapse text-sm">
            <caption className="p-3 text-left text-sm text-muted-foreground">
              Who keeps each watch from {formatGroupDate(first, "long")} to {formatGroupDate(last, "long")}, in{" "}
              {zoneText}. Each day starts at midnight in the group's time; columns are the group's dates.
            </caption>
            <thead>
              <tr>
                <th scope="col" className="border-b border-border p-2 text-left font-semibold">
                  Watch
                </th>
                {roster.week.map((date) => (
                  <th
                    key={date}
                    scope="col"
                    aria-current={date === roster.now.date ? "date" : undefined}
                    className={cn(
                      "border-b border-border p-2 text-left font-semibold",
                      date === roster.now.date && "bg-primary/10",
                    )}
                  >
                    {formatGroupDate(date)}
                    {date === roster.now.date ? <span className="block text-xs font-normal">Today</span> : null}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {DAY_ORDER.map((watchNumber) => (
                <tr key={watchNumber}>
                  <th scope="row" className="border-b border-border p-2 text-left align-top font-medium">
                    {watchName(watchNumber)}
                    <span className="block text-xs font-normal text-muted-foreground">{rowRange(watchNumber)}</span>
                  </th>
                  {roster.week.map((date) => {
                    const cell = cellAt(watchNumber, date);
                    return (
                      <td
                        key={date}
                        aria-current={cell && isNow(cell) ? "time" : undefined}
                        className={cn(
                          "border-b border-l border-border p-2 align-top",
                          cell?.gap && "bg-destructive/5",
                          cell && isNow(cell) && "outline-2 -outline-offset-2 outline-primary bg-primary/10",
                        )}
                      >
                        {cell ? (
                          <CellContent cell={cell} userId={userId} zone={zone} zoneMode={zoneMode} now={isNow(cell)} />
                        ) : null}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <DayByDay roster={roster} userId={userId} zone={zone} zoneMode={zoneMode} />
      )}
    </section>
  );
}

/** The coverage on a narrow screen: one day at a time (today first), its eight watches as a list. */
function DayByDay({
  roster,
  userId,
  zone,
  zoneMode,
}: {
  roster: Roster;
  userId: number;
  zone: string;
  zoneMode: ZoneMode;
}) {
  const [chosen, setChosen] = useState<string | null>(null);
  const date =
    chosen && roster.week.includes(chosen)
      ? chosen
      : roster.week.includes(roster.now.date)
        ? roster.now.date
        : (roster.week[0] ?? "");
  const isNow = (cell: RosterCell) => cell.watchNumber === roster.now.watchNumber && cell.date === roster.now.date;
  const headingId = useId();
  return (
    <div className="grid gap-3">
      <fieldset className="grid grid-cols-7 gap-1">
        <legend className="sr-only">Day</legend>
        {roster.week.map((day) => {
          const gaps = roster.cells.filter((c) => c.date === day && c.gap).length;
          return (
            <Button
              key={day}
              type="button"
              size="sm"
              variant={day === date ? "default" : "outline"}
              aria-pressed={day === date}
              aria-label={`${formatGroupDate(day, "long")}${day === roster.now.date ? " (today)" : ""}, ${gaps === 1 ? "1 gap" : `${gaps} gaps`}`}
              className="h-auto flex-col gap-0 px-0 py-1"
              onClick={() => setChosen(day)}
            >
              <span className="text-[11px] font-normal">{formatGroupDate(day).split(" ")[0]}</span>
              <span>{formatGroupDate(day).split(" ")[1]}</span>
              {gaps > 0 ? <TriangleAlertIcon className="size-3" aria-hidden="true" /> : null}
            </Button>
          );
        })}
      </fieldset>
      <section aria-labelledby={headingId} className="rounded-xl border border-border bg-card p-3">
        <h3 id={headingId} className="mb-2 font-semibold">
          {formatGroupDate(date, "long")}
          {date === roster.now.date ? " (today)" : ""}
        </h3>
        <ul className="grid gap-2">
          {DAY_ORDER.map((watchNumber) => {
            const cell = roster.cells.find((c) => c.watchNumber === watchNumber && c.date === date);
            if (!cell) return null;
            return (
              <li
                key={watchNumber}
                className={cn(
                  "grid gap-1 rounded-lg border border-border p-2",
                  isNow(cell) && "border-primary bg-primary/10",
                )}
              >
                <p className="flex flex-wrap items-center justify-between gap-2 text-sm">
                  <span className="font-medium">
                    {watchName(watchNumber)} · {formatRange(cell.startsAt, cell.endsAt, zone)}
                    {zoneMode === "mine" ? ` (${formatZonedDate(cell.startsAt, zone)})` : ""}
                  </span>
                  {isNow(cell) ? <Badge>Now</Badge> : null}
                </p>
                {cell.gap ? (
                  <GapMark />
                ) : (
                  <p className="text-sm text-muted-foreground">
                    {cell.keepers
                      .map(
                        (k) =>
                          `${k.userName}${k.userId === userId ? " (you)" : ""}${k.substitute ? " (substitute)" : ""}`,
                      )
                      .join(", ")}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}

function CellContent({
  cell,
  userId,
  zone,
  zoneMode,
  now,
}: {
  cell: RosterCell;
  userId: number;
  zone: string;
  zoneMode: ZoneMode;
  now: boolean;
}) {
  return (
    <div className="grid gap-1">
      {zoneMode === "mine" ? (
        <span className="text-xs text-muted-foreground">
          {formatZonedDate(cell.startsAt, zone)}, {formatTime(cell.startsAt, zone)}
        </span>
      ) : null}
      {now ? <span className="text-xs font-semibold text-primary">Now</span> : null}
      {cell.gap ? (
        <GapMark />
      ) : (
        <ul aria-label="Keepers" className="flex flex-wrap gap-1">
          {cell.keepers.map((keeper) => (
            <KeeperAvatar
              key={keeper.userId}
              person={keeper}
              substitute={keeper.substitute}
              you={keeper.userId === userId}
            />
          ))}
        </ul>
      )}
      {cell.openSubstitutionIds.length > 0 ? (
        <span className="text-xs text-muted-foreground">Substitute wanted</span>
      ) : null}
    </div>
  );
}

// ————————————————————————————————————— My watches —————————————————————————————————————

function MyWatches({
  groupId,
  userId,
  roster,
  mine,
  zone,
  now,
  onKeep,
  onAskSubstitute,
}: {
  groupId: number;
  userId: number;
  roster: Roster;
  mine: Commitment[];
  zone: string;
  now: number;
  onKeep: (watch: number | null) => void;
  onAskSubstitute: (cell: RosterCell) => void;
}) {
  const remove = useRemoveWatch(groupId);
  const asked = new Set(
    roster.substitutions.filter((s) => s.requestedBy.userId === userId).map((s) => `${s.watchNumber}|${s.date}`),
  );
  // The watches of the shown week still to come that the viewer keeps (not as a substitute): substitutes can be asked for.
  const upcoming = roster.cells.filter(
    (cell) =>
      Date.parse(cell.startsAt) > now &&
      cell.keepers.some((k) => k.userId === userId && !k.substitute) &&
      !asked.has(`${cell.watchNumber}|${cell.date}`),
  );

  return (
    <section aria-labelledby="my-watches" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="my-watches" className="text-lg font-semibold">
          My watches
        </h2>
        <Button onClick={() => onKeep(null)}>
          <PlusIcon aria-hidden="true" /> Keep a watch
        </Button>
      </div>
      {mine.length === 0 ? (
        <p className="rounded-xl border border-dashed border-input bg-card/70 p-4 text-muted-foreground">
          You do not keep a watch with this group yet.
        </p>
      ) : (
        <ul className="grid gap-2">
          {mine.map((commitment) => {
            const name = watchName(commitment.watchNumber);
            const cell = roster.cells.find((c) => c.watchNumber === commitment.watchNumber);
            return (
              <li
                key={commitment.watchNumber}
                className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-border bg-card p-3"
              >
                <span>
                  <span className="font-medium">{name}</span>
                  {cell ? (
                    <span className="text-muted-foreground"> · {formatRange(cell.startsAt, cell.endsAt, zone)}</span>
                  ) : null}
                  <span className="block text-sm text-muted-foreground">{weekdaysText(commitment.weekdays)}</span>
                </span>
                <span className="flex gap-2">
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={`Change days of the ${name}`}
                    onClick={() => onKeep(commitment.watchNumber)}
                  >
                    <PencilIcon aria-hidden="true" /> Change days
                  </Button>
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={`Remove the ${name}`}
                    disabled={remove.isPending}
                    onClick={() =>
                      remove.mutate(
                        { watchNumber: commitment.watchNumber },
                        {
                          onSuccess: () => toastSuccess("Watch Removed", `You no longer keep the ${name}.`),
                          onError: (error) => toastError("Watch Not Removed", errorMessage(error, "Please try again.")),
                        },
                      )
                    }
                  >
                    <Trash2Icon aria-hidden="true" /> Remove
                  </Button>
                </span>
              </li>
            );
          })}
        </ul>
      )}
      {upcoming.length > 0 ? (
        <section aria-labelledby="my-upcoming" className="grid gap-2">
          <h3 id="my-upcoming" className="text-sm font-semibold">
            Coming up, {formatGroupDate(roster.week[0] ?? "")} – {formatGroupDate(roster.week[6] ?? "")}
          </h3>
          <ul className="grid gap-2 sm:grid-cols-2">
            {upcoming.slice(0, 8).map((cell) => {
              const label = `${watchName(cell.watchNumber)}, ${formatZonedDate(cell.startsAt, zone)} ${formatRange(cell.startsAt, cell.endsAt, zone)}`;
              return (
                <li
                  key={`${cell.watchNumber}|${cell.date}`}
                  className="flex items-center justify-between gap-2 rounded-lg border border-border bg-card p-2 text-sm"
                >
                  <span>{label}</span>
                  <Button variant="ghost" size="sm" onClick={() => onAskSubstitute(cell)}>
                    Ask for a substitute<span className="sr-only">: {label}</span>
                  </Button>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
    </section>
  );
}

// ————————————————————————————————————— Substitutes —————————————————————————————————————

function Substitutes({
  groupId,
  userId,
  roster,
  zone,
  now,
  isLeader,
}: {
  groupId: number;
  userId: number;
  roster: Roster;
  zone: string;
  now: number;
  isLeader: boolean;
}) {
  const take = useTakeSubstitution(groupId);
  const release = useReleaseSubstitution(groupId);
  const withdraw = useWithdrawSubstitution(groupId);
  if (roster.substitutions.length === 0) return null;
  const subLabel = (s: Substitution) =>
    `${watchName(s.watchNumber)}, ${formatZonedDate(s.startsAt, zone)} ${formatRange(s.startsAt, s.endsAt, zone)}`;

  return (
    <section aria-labelledby="substitutes" className="grid gap-3">
      <h2 id="substitutes" className="text-lg font-semibold">
        Substitutes
      </h2>
      <ul className="grid gap-2">
        {roster.substitutions.map((s) => {
          const own = s.requestedBy.userId === userId;
          const begun = Date.parse(s.startsAt) <= now;
          return (
            <li
              key={s.id}
              className="grid gap-2 rounded-lg border border-border bg-card p-3 sm:flex sm:items-center sm:justify-between"
            >
              <div className="grid gap-0.5 text-sm">
                <span className="font-medium">{subLabel(s)}</span>
                <span className="text-muted-foreground">
                  {own ? "You asked" : `${s.requestedBy.userName} asked`} for a substitute
                  {s.note ? `: “${s.note}”` : "."}
                </span>
                <span className={s.takenBy ? "text-success" : "font-medium"}>
                  {s.takenBy
                    ? `Covered by ${s.takenBy.userId === userId ? "you" : s.takenBy.userName}`
                    : begun
                      ? "Not covered"
                      : "Open"}
                </span>
              </div>
              <div className="flex gap-2">
                {!s.takenBy && !own && !begun ? (
                  <Button
                    size="sm"
                    disabled={take.isPending}
                    onClick={() =>
                      take.mutate(s.id, {
                        onSuccess: () => toastSuccess("Watch Taken", `You keep the ${subLabel(s)}.`),
                        onError: (error) => toastError("Watch Not Taken", errorMessage(error, "Please try again.")),
                      })
                    }
                  >
                    Take this watch<span className="sr-only">: {subLabel(s)}</span>
                  </Button>
                ) : null}
                {s.takenBy?.userId === userId && !begun ? (
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={`Give back the ${subLabel(s)}`}
                    disabled={release.isPending}
                    onClick={() =>
                      release.mutate(s.id, {
                        onSuccess: () => toastSuccess("Watch Given Back", `${s.requestedBy.userName} has been told.`),
                        onError: (error) =>
                          toastError("Watch Not Given Back", errorMessage(error, "Please try again.")),
                      })
                    }
                  >
                    Give it back
                  </Button>
                ) : null}
                {(own || isLeader) && !begun ? (
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={`Withdraw the request for the ${subLabel(s)}`}
                    disabled={withdraw.isPending}
                    onClick={() =>
                      withdraw.mutate(s.id, {
                        onSuccess: () =>
                          toastSuccess(
                            "Request Withdrawn",
                            own
                              ? `You keep the ${subLabel(s)} yourself.`
                              : `${s.requestedBy.userName}'s request is withdrawn.`,
                          ),
                        onError: (error) =>
                          toastError("Request Not Withdrawn", errorMessage(error, "Please try again.")),
                      })
                    }
                  >
                    Withdraw
                  </Button>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

// ————————————————————————————————————— Who keeps which watch —————————————————————————————————————

/** Every current member's commitments by watch; the leader may take a member off a watch. */
function GroupWatches({
  groupId,
  userId,
  roster,
  zone,
  isLeader,
}: {
  groupId: number;
  userId: number;
  roster: Roster;
  zone: string;
  isLeader: boolean;
}) {
  const remove = useRemoveWatch(groupId);
  if (roster.commitments.length === 0) return null;
  return (
    <section aria-labelledby="group-watches" className="grid gap-3">
      <h2 id="group-watches" className="text-lg font-semibold">
        Who keeps which watch
      </h2>
      <ul className="grid gap-2 sm:grid-cols-2">
        {DAY_ORDER.map((watchNumber) => {
          const keepers = roster.commitments.filter((c) => c.watchNumber === watchNumber);
          if (keepers.length === 0) return null;
          const name = watchName(watchNumber);
          const cell = roster.cells.find((c) => c.watchNumber === watchNumber);
          return (
            <li key={watchNumber} className="grid gap-2 rounded-lg border border-border bg-card p-3">
              <p className="font-medium">
                {name}
                {cell ? (
                  <span className="font-normal text-muted-foreground">
                    {" "}
                    · {formatRange(cell.startsAt, cell.endsAt, zone)}
                  </span>
                ) : null}
              </p>
              <ul className="grid gap-1 text-sm">
                {keepers.map((c) => (
                  <li key={c.userId} className="flex flex-wrap items-center justify-between gap-2">
                    <span>
                      {c.userName}
                      {c.userId === userId ? " (you)" : ""}
                      <span className="text-muted-foreground"> · {weekdaysText(c.weekdays)}</span>
                    </span>
                    {isLeader && c.userId !== userId ? (
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={`Take ${c.userName} off the ${name}`}
                        disabled={remove.isPending}
                        onClick={() =>
                          remove.mutate(
                            { watchNumber, userId: c.userId },
                            {
                              onSuccess: () =>
                                toastSuccess("Watch Removed", `${c.userName} no longer keeps the ${name}.`),
                              onError: (error) =>
                                toastError("Watch Not Removed", errorMessage(error, "Please try again.")),
                            },
                          )
                        }
                      >
                        <Trash2Icon aria-hidden="true" /> Remove
                      </Button>
                    ) : null}
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
