import { useId } from "react";
import { cn } from "@/lib/utils";
import { useStrategies } from "../hooks/use-strategies";
import { FOCUS_PREVIEW, isStrategyNamed, preview } from "../strategy";
import { ReminderSummary } from "./strategy-details";

export interface StrategyCardsSectionProps {
  watchNumber: number;
  userId: number | null;
  selectedStrategyId: string | null;
  /** Clicking a paper card selects it (and the route opens the Prayer Space). */
  onSelectStrategy: (id: number | string) => void;
}

/** The wall's 'Prayer Strategies' section of paper-styled cards (spec §2): this watch's first. */
export function StrategyCardsSection({
  watchNumber,
  userId,
  selectedStrategyId,
  onSelectStrategy,
}: StrategyCardsSectionProps) {
  const headingId = useId();
  const { strategies, isPending, isError } = useStrategies(userId);
  if (isPending || isError || strategies.length === 0) {
    return (
      <section aria-labelledby={headingId} className="grid gap-3">
        <h3 id={headingId} className="text-lg font-semibold">
          Prayer Strategies
        </h3>
        <p className="text-sm text-muted-foreground">
          {isPending
            ? "Loading strategies..."
            : isError
              ? "Your strategies could not be loaded."
              : "No prayer strategies yet. Create one in the Prayer Strategy tab."}
        </p>
      </section>
    );
  }
  const ordered = [
    ...strategies.filter((strategy) => strategy.watchNumber === watchNumber),
    ...strategies.filter((strategy) => strategy.watchNumber !== watchNumber),
  ];
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h3 id={headingId} className="text-lg font-semibold">
        Prayer Strategies
      </h3>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {ordered.map((strategy, index) => {
          const selected = isStrategyNamed(strategy, selectedStrategyId);
          return (
            <li key={strategy.id}>
              <button
                type="button"
                aria-current={selected ? "true" : undefined}
                onClick={() => onSelectStrategy(strategy.id)}
                className={cn(
                  // Paper: warm stock with faint rules, a slight tilt that straightens on hover.
                  "grid h-full w-full gap-2 rounded-sm border border-amber-200 bg-amber-50 bg-[repeating-linear-gradient(transparent,transparent_1.45rem,rgb(180_160_120/0.25)_1.5rem)] p-4 text-left text-stone-800 shadow-md transition-transform outline-none hover:rotate-0 focus-visible:rotate-0 focus-visible:ring-2 focus-visible:ring-ring motion-reduce:transition-none",
                  index % 2 === 0 ? "-rotate-1" : "rotate-1",
                  selected && "rotate-0 ring-2 ring-amber-500",
                )}
              >
                <span className="font-semibold">{strategy.title}</span>
                <span className="text-sm text-stone-600">{preview(strategy.focus, FOCUS_PREVIEW.wall)}</span>
                <span className="text-xs text-stone-500">
                  {strategy.duration} min · Watch {strategy.watchNumber}
                </span>
                <ReminderSummary times={strategy.reminderTimes} />
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
