import { BibleMessages, READING_PLAN_PREVIEW, READING_PLAN_TYPES, type ReadingPlanType } from "@common/bible";
import { useIsMutating, useQuery } from "@tanstack/react-query";
import { CalendarCheckIcon, ChevronDownIcon, ChevronUpIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { Spinner } from "@/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { cn } from "@/lib/utils";
import { planProgressMutationKey, useSetPlanDayMutation } from "../api/mutations";
import { planProgressQueryOptions, readingPlanQueryOptions } from "../api/queries";
import { usePassageDialog } from "../hooks/use-passage-dialog";
import { type HeadingLevel, SectionCard } from "./section-card";

export const PLAN_LABELS: Record<ReadingPlanType, { label: string; description: string }> = {
  canonical: { label: "Canonical", description: "Every chapter from Genesis to Revelation in a year." },
  chronological: { label: "Chronological", description: "The whole Bible in the order its events happened." },
  devotional: {
    label: "Devotional",
    description: "Psalms, Proverbs, the Gospels and the letters woven through the year.",
  },
};

/** Reading Plans: three tabs, each a reading per day with its own saved progress. */
export function ReadingPlans({ headingLevel }: { headingLevel: HeadingLevel }) {
  const [type, setType] = useState<ReadingPlanType>("canonical");
  return (
    <SectionCard
      id="reading-plans-heading"
      title="Reading Plans"
      icon={<CalendarCheckIcon />}
      description="A reading for every day of the year. Tick each day as you read it."
      headingLevel={headingLevel}
    >
      <Tabs value={type} onValueChange={(value) => setType(value as ReadingPlanType)}>
        <TabsList aria-label="Reading plan">
          {READING_PLAN_TYPES.map((planType) => (
            <TabsTrigger key={planType} value={planType} className="px-2">
              {PLAN_LABELS[planType].label}
            </TabsTrigger>
          ))}
        </TabsList>
        {READING_PLAN_TYPES.map((planType) => (
          <TabsContent key={planType} value={planType}>
            {planType === type ? <ReadingPlan type={planType} /> : null}
          </TabsContent>
        ))}
      </Tabs>
    </SectionCard>
  );
}

function ReadingPlan({ type }: { type: ReadingPlanType }) {
  const [expanded, setExpanded] = useState(false);
  // A native checkbox reverts on the click's own render unless its new state is there at once; the
  // cache's optimistic update reaches React a tick later, so ticks in flight are also kept here.
  const [ticking, setTicking] = useState<ReadonlyMap<number, boolean>>(new Map());
  const saving = useIsMutating({ mutationKey: planProgressMutationKey(type) });
  useEffect(() => {
    // Everything is saved (or rolled back) and in the cache: the cache speaks for itself again.
    if (saving === 0) setTicking(new Map());
  }, [saving]);
  const plan = useQuery(readingPlanQueryOptions(type));
  const progress = useQuery(planProgressQueryOptions(type));
  const setDay = useSetPlanDayMutation(type);
  const { openPassage } = usePassageDialog();

  if (plan.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 py-4 text-sm text-muted-foreground">
        <Spinner className="size-4" /> Loading the plan…
      </p>
    );
  }
  if (plan.isError || plan.data.plan.length === 0) {
    return (
      <p role="alert" className="py-4 text-sm text-destructive">
        {BibleMessages.readingPlanMissing}
      </p>
    );
  }

  const days = plan.data.plan;
  const completed = new Set(progress.data?.completedDays ?? []);
  for (const [day, isRead] of ticking) {
    if (isRead) completed.add(day);
    else completed.delete(day);
  }
  const tick = (day: number, isRead: boolean) => {
    setTicking((current) => new Map(current).set(day, isRead));
    setDay.mutate({ type, day, completed: isRead });
  };
  const readCount = days.reduce((count, _reading, index) => count + (completed.has(index + 1) ? 1 : 0), 0);
  const shown = expanded ? days : days.slice(0, READING_PLAN_PREVIEW);
  const listId = `reading-plan-${type}`;

  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">{PLAN_LABELS[type].description}</p>
      <div className="grid gap-1.5">
        <p className="text-sm font-medium" data-testid="plan-progress">
          {readCount} of {days.length} days read
        </p>
        <Progress value={(readCount / days.length) * 100} aria-label={`${PLAN_LABELS[type].label} plan progress`} />
        {progress.isError ? <p className="text-xs text-destructive">Your progress could not be loaded.</p> : null}
      </div>
      <ol
        id={listId}
        aria-label={`${PLAN_LABELS[type].label} plan`}
        className={cn("grid gap-1", expanded ? "max-h-[32rem] overflow-y-auto pr-1" : undefined)}
      >
        {shown.map((reading, index) => {
          const day = index + 1;
          const isRead = completed.has(day);
          return (
            <li
              key={day}
              className="flex items-center gap-3 rounded-lg border border-transparent px-2 py-1.5 hover:border-border hover:bg-muted/50"
            >
              {/* The label only widens the tap target; the checkbox carries its own name. */}
              <label className="-m-1.5 flex size-8 shrink-0 cursor-pointer items-center justify-center">
                <input
                  type="checkbox"
                  className="size-4.5 shrink-0 cursor-pointer accent-primary"
                  aria-label={`Mark Day ${day} read`}
                  checked={isRead}
                  disabled={progress.isPending}
                  onChange={(event) => tick(day, event.target.checked)}
                />
              </label>
              <button
                type="button"
                onClick={() => openPassage(reading)}
                className={cn(
                  "min-w-0 flex-1 rounded-sm text-left text-sm outline-none hover:text-primary focus-visible:ring-2 focus-visible:ring-ring",
                  isRead ? "text-muted-foreground line-through decoration-muted-foreground/60" : undefined,
                )}
              >
                <span className="font-semibold">Day {day}</span> · {reading}
              </button>
            </li>
          );
        })}
      </ol>
      {days.length > READING_PLAN_PREVIEW ? (
        <Button
          variant="outline"
          size="sm"
          className="justify-self-start"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? <ChevronUpIcon aria-hidden="true" /> : <ChevronDownIcon aria-hidden="true" />}
          {expanded ? "Show less" : "Show more"}
        </Button>
      ) : null}
    </div>
  );
}
