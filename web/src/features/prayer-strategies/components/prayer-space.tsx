import type { ComposedBy } from "@common/ai";
import type { StructuredPrayer } from "@common/prayers";
import { BellIcon, BookOpenIcon, DoorOpenIcon, ScrollTextIcon, SparklesIcon, TargetIcon } from "lucide-react";
import { type ReactNode, useEffect, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { toastError } from "@/lib/toast";
import { AiToasts, useGeneratePrayer } from "../hooks/use-ai-help";
import { findStrategy, useStrategies } from "../hooks/use-strategies";
import { FOCUS_PREVIEW, FREQUENCY_LABELS, PRIORITY_LABELS, preview, type Strategy } from "../strategy";
import { CompletePrayerDialog } from "./complete-prayer-dialog";
import { StrategiesLoadStatus } from "./strategies-load-status";
import { StrategyBadges, watchLabel } from "./strategy-details";

export interface PrayerSpaceProps {
  watchNumber: number;
  userId: number | null;
  /** From `?strategy=`; null shows 'Enter Into Prayer' and the grid of saved strategies. */
  selectedStrategyId: string | null;
  /** `replace`: the same choice under another id (no new history entry). */
  onSelectStrategy: (id: number | string | null, options?: { replace?: boolean }) => void;
  /** Post to Prayer Wall from the Complete Prayer Template dialog (the prayers feature does the posting). */
  onPostToWall: (
    prayer: StructuredPrayer,
    strategy: { id: number | string; title: string; watchNumber?: number | null },
  ) => Promise<void>;
}

/** The Sacred Prayer Space (spec §2): pray through one strategy, or choose one. */
export function PrayerSpace({
  watchNumber,
  userId,
  selectedStrategyId,
  onSelectStrategy,
  onPostToWall,
}: PrayerSpaceProps) {
  const headingId = useId();
  const { strategies, local, isPending, isError, refetch } = useStrategies(userId);
  const selected = findStrategy(strategies, local, selectedStrategyId);
  // A server id from the URL may simply not have loaded yet.
  const waiting = selectedStrategyId !== null && !selected && isPending;
  // Chosen by the local id it had before it was imported: the URL takes its account id.
  const renamedTo = selected && selectedStrategyId !== String(selected.id) ? selected.id : null;
  useEffect(() => {
    if (renamedTo !== null) onSelectStrategy(renamedTo, { replace: true });
  }, [renamedTo, onSelectStrategy]);

  return (
    <section aria-labelledby={headingId} className="room-panel grid gap-6 rounded-xl p-4 sm:p-6">
      <h2 id={headingId} className="sr-only">
        Sacred Prayer Space
      </h2>
      {waiting ? (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner className="size-4" /> Loading your strategy...
        </p>
      ) : selected ? (
        <StrategySession
          key={String(selected.id)}
          strategy={selected}
          userId={userId}
          onEnd={() => onSelectStrategy(null)}
          onPostToWall={onPostToWall}
        />
      ) : (
        <EnterIntoPrayer
          watchNumber={watchNumber}
          strategies={strategies}
          isPending={isPending}
          isError={isError}
          onRetry={() => void refetch()}
          onSelect={onSelectStrategy}
        />
      )}
    </section>
  );
}

function StrategySession({
  strategy,
  userId,
  onEnd,
  onPostToWall,
}: {
  strategy: Strategy;
  userId: number | null;
  onEnd: () => void;
  onPostToWall: PrayerSpaceProps["onPostToWall"];
}) {
  const generate = useGeneratePrayer();
  const [prayer, setPrayer] = useState<StructuredPrayer | null>(null);
  const [composedBy, setComposedBy] = useState<Partial<ComposedBy>>({});
  const [dialogOpen, setDialogOpen] = useState(false);
  const hintId = useId();

  function generatePrayer() {
    if (userId === null) {
      toastError(AiToasts.signInTitle, AiToasts.signInGenerate);
      return;
    }
    generate.mutate(
      {
        focus: strategy.focus,
        scriptures: strategy.scriptures,
        prayerPoints: strategy.prayerPoints,
        watchNumber: strategy.watchNumber,
      },
      {
        onSuccess: ({ prayer: generated, source, model }) => {
          setPrayer(generated);
          setComposedBy({ source, model });
          setDialogOpen(true);
        },
      },
    );
  }

  return (
    <div className="grid gap-5">
      <header className="grid gap-2">
        <p aria-hidden="true" className="room-accent-text text-xs font-semibold tracking-wider uppercase">
          Sacred Prayer Space
        </p>
        <h3 className="text-2xl font-semibold">{strategy.title}</h3>
        <p className="text-sm text-muted-foreground">{watchLabel(strategy.watchNumber)}</p>
        <StrategyBadges strategy={strategy} />
      </header>

      <dl className="grid gap-4 sm:grid-cols-3">
        <Fact label="Duration">{strategy.duration} minutes</Fact>
        <Fact label="Priority">{PRIORITY_LABELS[strategy.priority]}</Fact>
        <Fact label="Frequency">{FREQUENCY_LABELS[strategy.frequency]}</Fact>
      </dl>

      <Block icon={<BellIcon />} title="Reminders">
        {strategy.reminderTimes.length === 0 ? (
          <p className="text-sm text-muted-foreground">No reminder times.</p>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {strategy.reminderTimes.map((time, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a saved list that may repeat a time.
              <li key={index} className="rounded bg-muted px-2 py-0.5 font-mono text-sm">
                {time}
              </li>
            ))}
          </ul>
        )}
      </Block>
      <Block icon={<TargetIcon />} title="Prayer Focus">
        <p className="whitespace-pre-line leading-relaxed">{strategy.focus}</p>
      </Block>
      <Block icon={<BookOpenIcon />} title="Scriptures">
        <EntryList items={strategy.scriptures} empty="No scriptures in this strategy." />
      </Block>
      <Block icon={<ScrollTextIcon />} title="Prayer Points">
        <EntryList items={strategy.prayerPoints} empty="No prayer points in this strategy." numbered />
      </Block>

      <div className="grid gap-2">
        <div className="flex flex-wrap gap-2">
          <Button
            size="lg"
            className="room-accent-button"
            disabled={generate.isPending}
            aria-describedby={userId === null ? hintId : undefined}
            onClick={generatePrayer}
          >
            {generate.isPending ? <Spinner className="size-4 text-current" /> : <SparklesIcon />}
            {generate.isPending ? "Generating..." : "Generate Prayer"}
          </Button>
          {prayer && !dialogOpen ? (
            <Button size="lg" variant="outline" onClick={() => setDialogOpen(true)}>
              Open Generated Prayer
            </Button>
          ) : null}
          <Button size="lg" variant="outline" onClick={onEnd}>
            <DoorOpenIcon />
            End Session
          </Button>
        </div>
        {userId === null ? (
          <p id={hintId} className="text-sm text-muted-foreground">
            Generating a prayer with AI needs sign-in.
          </p>
        ) : null}
      </div>

      {prayer ? (
        <CompletePrayerDialog
          open={dialogOpen}
          onOpenChange={setDialogOpen}
          strategy={strategy}
          prayer={prayer}
          composedBy={composedBy}
          onPostToWall={onPostToWall}
        />
      ) : null}
    </div>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-lg border bg-card p-3">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="font-semibold">{children}</dd>
    </div>
  );
}

function Block({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section className="grid gap-2">
      <h4 className="room-accent-text flex items-center gap-2 font-semibold [&_svg]:size-4">
        <span aria-hidden="true">{icon}</span>
        {title}
      </h4>
      {children}
    </section>
  );
}

function EntryList({ items, empty, numbered }: { items: readonly string[]; empty: string; numbered?: boolean }) {
  if (items.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>;
  const List = numbered ? "ol" : "ul";
  return (
    <List className={numbered ? "grid list-decimal gap-1.5 pl-6" : "grid list-disc gap-1.5 pl-6"}>
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a saved list that may repeat an entry.
        <li key={index} className="leading-relaxed">
          {item}
        </li>
      ))}
    </List>
  );
}

function EnterIntoPrayer({
  watchNumber,
  strategies,
  isPending,
  isError,
  onRetry,
  onSelect,
}: {
  watchNumber: number;
  strategies: readonly Strategy[];
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  onSelect: (id: Strategy["id"]) => void;
}) {
  // This room's strategies first, then the rest in list order.
  const ordered = [
    ...strategies.filter((strategy) => strategy.watchNumber === watchNumber),
    ...strategies.filter((strategy) => strategy.watchNumber !== watchNumber),
  ];
  return (
    <div className="grid gap-5">
      <header className="grid gap-1 text-center">
        <p aria-hidden="true" className="room-accent-text text-xs font-semibold tracking-wider uppercase">
          Sacred Prayer Space
        </p>
        <h3 className="text-2xl font-semibold">Enter Into Prayer</h3>
        <p className="text-sm text-muted-foreground">Choose one of your prayer strategies to begin.</p>
      </header>
      {isPending || isError ? (
        <StrategiesLoadStatus isError={isError} onRetry={onRetry} centered />
      ) : ordered.length === 0 ? (
        <p className="text-center text-sm text-muted-foreground">
          No saved strategies yet. Create one in the Prayer Strategy tab.
        </p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {ordered.map((strategy) => (
            <li key={strategy.id}>
              <button
                type="button"
                onClick={() => onSelect(strategy.id)}
                className="grid h-full w-full gap-2 rounded-lg border bg-card p-4 text-left shadow-xs transition-colors outline-none hover:border-primary/60 hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
              >
                <span className="font-semibold">{strategy.title}</span>
                <span className="text-sm text-muted-foreground">{preview(strategy.focus, FOCUS_PREVIEW.space)}</span>
                <span className="text-xs text-muted-foreground">
                  {strategy.duration} min · {watchLabel(strategy.watchNumber)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
