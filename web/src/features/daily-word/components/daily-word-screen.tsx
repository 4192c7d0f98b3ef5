import type { DailyWord } from "@common/daily-word";
import { useQuery } from "@tanstack/react-query";
import {
  BookOpenIcon,
  CalendarClockIcon,
  CalendarDaysIcon,
  CheckCircle2Icon,
  CheckIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  CircleIcon,
  HeartIcon,
  RotateCwIcon,
  Share2Icon,
} from "lucide-react";
import { Button } from "@/components/ui/button";
import { NumberedList } from "@/components/ui/numbered-list";
import { Spinner } from "@/components/ui/spinner";
import { addDays, formatIsoDate } from "@/lib/dates";
import { SHARED_FROM, shareText } from "@/lib/share";
import { cn } from "@/lib/utils";
import { useSetCompletedMutation, useSetLovedMutation } from "../api/mutations";
import { dailyWordQueryOptions } from "../api/queries";

type HeadingLevel = 2 | 3;

export interface DailyWordScreenProps {
  /** YYYY-MM-DD. */
  date: string;
  /** The device's date, YYYY-MM-DD. */
  today: string;
  onDateChange: (date: string) => void;
  /** Opens a scripture reference (the Bible feature's passage dialog, supplied by the route). */
  onOpenReference: (reference: string) => void;
  headingLevel?: HeadingLevel;
}

/** The Daily Word (spec §2): a scripture, a reflection and prayer points for a day, and its week. */
export function DailyWordScreen({
  date,
  today,
  onDateChange,
  onOpenReference,
  headingLevel = 2,
}: DailyWordScreenProps) {
  const word = useQuery(dailyWordQueryOptions(date));
  return (
    <div className="grid gap-6">
      <DateNavigation date={date} today={today} onDateChange={onDateChange} />
      {word.isPending ? (
        <p role="status" className="flex items-center justify-center gap-2 py-16 text-muted-foreground">
          <Spinner /> Loading the daily word…
        </p>
      ) : word.isError ? (
        <div
          role="alert"
          className="grid justify-items-center gap-3 rounded-xl border border-destructive/40 bg-destructive/8 px-6 py-10 text-center"
        >
          <p className="font-semibold">Unable to load the daily word.</p>
          <Button variant="outline" size="sm" onClick={() => void word.refetch()}>
            <RotateCwIcon aria-hidden="true" /> Try again
          </Button>
        </div>
      ) : (
        <DailyWordContent
          word={word.data}
          date={date}
          today={today}
          onDateChange={onDateChange}
          onOpenReference={onOpenReference}
          headingLevel={headingLevel}
        />
      )}
    </div>
  );
}

function DateNavigation({
  date,
  today,
  onDateChange,
}: {
  date: string;
  today: string;
  onDateChange: (date: string) => void;
}) {
  return (
    <nav aria-label="Choose a day" className="grid justify-items-center gap-2">
      <div className="flex max-w-full items-center gap-2 sm:gap-3">
        <Button variant="outline" size="icon" aria-label="Previous day" onClick={() => onDateChange(addDays(date, -1))}>
          <ChevronLeftIcon aria-hidden="true" />
        </Button>
        <p
          aria-live="polite"
          className="inline-flex min-h-10 min-w-0 items-center gap-2 rounded-full border border-primary/30 bg-primary/10 px-3 py-1.5 text-sm font-semibold sm:px-4"
          data-testid="daily-word-date"
        >
          <CalendarDaysIcon className="size-4 shrink-0 text-primary" aria-hidden="true" />
          <time dateTime={date}>
            <span className="sm:hidden">
              {formatIsoDate(date, { weekday: "short", month: "short", day: "numeric", year: "numeric" })}
            </span>
            <span className="max-sm:hidden">
              {formatIsoDate(date, { weekday: "long", month: "long", day: "numeric", year: "numeric" })}
            </span>
          </time>
          {date === today ? (
            <span className="rounded-full bg-primary px-2 py-0.5 text-xs text-primary-foreground">Today</span>
          ) : null}
        </p>
        <Button variant="outline" size="icon" aria-label="Next day" onClick={() => onDateChange(addDays(date, 1))}>
          <ChevronRightIcon aria-hidden="true" />
        </Button>
      </div>
      {date !== today ? (
        <Button variant="link" size="sm" className="h-auto py-0" onClick={() => onDateChange(today)}>
          Go to today
        </Button>
      ) : null}
    </nav>
  );
}

function DailyWordContent({
  word,
  date,
  today,
  onDateChange,
  onOpenReference,
  headingLevel,
}: {
  word: DailyWord;
  date: string;
  today: string;
  onDateChange: (date: string) => void;
  onOpenReference: (reference: string) => void;
  headingLevel: HeadingLevel;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const SubHeading = headingLevel === 2 ? "h3" : "h4";
  const love = useSetLovedMutation(date);
  const complete = useSetCompletedMutation(date);

  const share = () =>
    shareText({
      title: word.theme,
      text: `${word.theme}\n\n“${word.scripture.text}”\n— ${word.scripture.reference}\n\n${SHARED_FROM}`,
    });

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="grid min-w-0 gap-6">
        <article
          aria-labelledby="daily-word-theme"
          className="grid gap-5 rounded-xl border border-primary/25 bg-linear-to-br from-primary/12 via-card to-gold/12 p-5 shadow-sm sm:p-7"
        >
          <Heading id="daily-word-theme" className="font-display text-2xl font-semibold tracking-tight sm:text-3xl">
            {word.theme}
          </Heading>
          <figure className="grid gap-3">
            <blockquote
              className="font-display text-lg leading-relaxed text-balance sm:text-xl"
              data-testid="daily-scripture"
            >
              “{word.scripture.text}”
            </blockquote>
            <figcaption>
              <button
                type="button"
                onClick={() => onOpenReference(word.scripture.reference)}
                className="inline-flex items-center gap-1.5 rounded-sm font-semibold text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-card"
              >
                <BookOpenIcon className="size-4" aria-hidden="true" />
                {word.scripture.reference}
              </button>
            </figcaption>
          </figure>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" aria-pressed={word.loved} onClick={() => love.mutate(!word.loved)}>
              <HeartIcon
                aria-hidden="true"
                className={cn(
                  word.loved ? "fill-rose-500 text-rose-500 dark:fill-rose-400 dark:text-rose-400" : undefined,
                )}
              />
              {word.loved ? "Loved" : "Love"}
            </Button>
            <Button variant="outline" onClick={() => void share()}>
              <Share2Icon aria-hidden="true" /> Share
            </Button>
          </div>
        </article>

        <section
          aria-labelledby="daily-word-reflection"
          className="grid gap-2 rounded-xl border border-border bg-card p-5 shadow-sm sm:p-6"
        >
          <SubHeading
            id="daily-word-reflection"
            className="text-sm font-semibold tracking-wide text-gold-text uppercase"
          >
            Reflection
          </SubHeading>
          <p className="leading-relaxed text-pretty whitespace-pre-line" data-testid="daily-reflection">
            {word.reflection}
          </p>
        </section>

        <section
          aria-labelledby="daily-word-prayer-points"
          className="grid gap-3 rounded-xl border border-border bg-card p-5 shadow-sm sm:p-6"
        >
          <SubHeading
            id="daily-word-prayer-points"
            className="text-sm font-semibold tracking-wide text-gold-text uppercase"
          >
            Prayer Points
          </SubHeading>
          <NumberedList items={word.prayerPoints} className="gap-2.5" />
        </section>
      </div>

      <div className="grid gap-4 lg:sticky lg:top-20">
        <WeeklyStrip word={word} date={date} today={today} onDateChange={onDateChange} Heading={SubHeading} />
        {date > today && !word.completed ? (
          // Only today and past days can be completed (the server refuses a future one too).
          <p
            className="flex items-start gap-2 rounded-lg border border-border bg-muted/60 px-4 py-3 text-sm"
            data-testid="future-day-note"
          >
            <CalendarClockIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            <span>
              This day has not begun yet. You can mark it complete on{" "}
              {formatIsoDate(date, { weekday: "long", month: "long", day: "numeric" })}.
            </span>
          </p>
        ) : (
          <Button
            size="lg"
            variant={word.completed ? "secondary" : "default"}
            aria-pressed={word.completed}
            onClick={() => complete.mutate(!word.completed)}
            className="w-full"
          >
            {word.completed ? <CheckCircle2Icon aria-hidden="true" /> : <CheckIcon aria-hidden="true" />}
            {word.completed ? "Completed" : "Mark Today Complete"}
          </Button>
        )}
      </div>
    </div>
  );
}

function WeeklyStrip({
  word,
  date,
  today,
  onDateChange,
  Heading,
}: {
  word: DailyWord;
  date: string;
  today: string;
  onDateChange: (date: string) => void;
  Heading: "h3" | "h4";
}) {
  const doneCount = word.weeklyScriptures.filter((day) => day.completed).length;
  return (
    <section
      aria-labelledby="weekly-theme-heading"
      className="grid gap-3 rounded-xl border border-border bg-card p-4 shadow-sm sm:p-5"
    >
      <div>
        <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">This week</p>
        <Heading id="weekly-theme-heading" className="text-lg leading-snug font-semibold">
          {word.weeklyTheme}
        </Heading>
        <p className="mt-0.5 text-sm text-muted-foreground">
          {doneCount} of {word.weeklyScriptures.length} days completed
        </p>
      </div>
      <ol aria-label="Days of this week" className="grid grid-cols-7 gap-1.5 lg:grid-cols-1">
        {word.weeklyScriptures.map((day) => {
          const selected = day.day === date;
          const month = formatIsoDate(day.day, { month: "long" });
          // The name comes from what the button shows ("Wed 18", and the reference on wide screens),
          // with the month, today and completion added for screen readers: what is seen is what is said.
          return (
            <li key={day.day}>
              <button
                type="button"
                aria-current={selected ? "date" : undefined}
                title={day.reference}
                onClick={() => onDateChange(day.day)}
                data-completed={day.completed}
                className={cn(
                  "flex w-full flex-col items-center gap-0.5 rounded-lg border px-0.5 py-2 text-xs transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring lg:flex-row lg:gap-3 lg:px-3 lg:text-sm",
                  selected
                    ? "border-primary bg-primary text-primary-foreground"
                    : "border-border bg-background/60 hover:border-primary/50 hover:bg-accent",
                )}
              >
                <span className="font-semibold lg:w-9 lg:text-left">
                  {formatIsoDate(day.day, { weekday: "short" })}
                </span>
                {/* The spaces between the parts are for the name; a flex row does not draw them. */}{" "}
                <span className="tabular-nums lg:sr-only">{Number(day.day.slice(8))}</span>{" "}
                <span className="sr-only">{`${month}${day.day === today ? ", today" : ""}:`}</span>{" "}
                <span
                  className={cn(
                    "min-w-0 flex-1 truncate text-left max-lg:sr-only lg:block",
                    selected ? undefined : "text-muted-foreground",
                  )}
                >
                  {day.reference}
                </span>
                {day.completed ? <span className="sr-only">, completed</span> : null}
                {day.completed ? (
                  <CheckCircle2Icon
                    className={cn("size-4 shrink-0", selected ? undefined : "text-success")}
                    aria-hidden="true"
                  />
                ) : (
                  <CircleIcon className="size-4 shrink-0 opacity-40" aria-hidden="true" />
                )}
              </button>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
