import { PencilIcon, PlayIcon, Trash2Icon } from "lucide-react";
import { useId, useState } from "react";
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
import { Button } from "@/components/ui/button";
import { useDeleteStrategy } from "../hooks/use-strategies";
import { FOCUS_PREVIEW, preview, type Strategy } from "../strategy";
import { StrategiesLoadStatus } from "./strategies-load-status";
import { ReminderSummary, StrategyBadges, watchLabel } from "./strategy-details";

export interface SavedStrategiesProps {
  watchNumber: number;
  userId: number | null;
  strategies: readonly Strategy[];
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  onUse: (id: Strategy["id"]) => void;
  onEdit: (strategy: Strategy) => void;
  onDeleted: (strategy: Strategy) => void;
}

type Scope = "watch" | "all";

/** Saved Strategies (spec §2): this watch's by default, or all; Use This Strategy, Edit, Delete. */
export function SavedStrategies({
  watchNumber,
  userId,
  strategies,
  isPending,
  isError,
  onRetry,
  onUse,
  onEdit,
  onDeleted,
}: SavedStrategiesProps) {
  const headingId = useId();
  const [scope, setScope] = useState<Scope>("watch");
  const [confirming, setConfirming] = useState<Strategy | null>(null);
  const remove = useDeleteStrategy(userId);
  const shown = scope === "all" ? strategies : strategies.filter((strategy) => strategy.watchNumber === watchNumber);

  function confirmDelete() {
    const strategy = confirming;
    setConfirming(null);
    if (strategy) remove.mutate(strategy, { onSuccess: () => onDeleted(strategy) });
  }

  return (
    <section aria-labelledby={headingId} className="room-panel grid gap-4 rounded-xl p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={headingId} className="text-lg font-semibold">
          Saved Strategies
        </h3>
        <fieldset className="flex gap-1 rounded-lg bg-muted p-1">
          <legend className="sr-only">Show strategies of</legend>
          <Button
            size="sm"
            variant={scope === "watch" ? "default" : "ghost"}
            aria-pressed={scope === "watch"}
            onClick={() => setScope("watch")}
          >
            This watch
          </Button>
          <Button
            size="sm"
            variant={scope === "all" ? "default" : "ghost"}
            aria-pressed={scope === "all"}
            onClick={() => setScope("all")}
          >
            All watches
          </Button>
        </fieldset>
      </div>

      {isPending || isError ? (
        <StrategiesLoadStatus isError={isError} onRetry={onRetry} />
      ) : shown.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {scope === "watch" && strategies.length > 0
            ? `No saved strategies for this watch yet (${strategies.length} in other watches).`
            : "No saved strategies yet. Create one above."}
        </p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {shown.map((strategy) => (
            <li key={strategy.id}>
              <SavedStrategyCard
                strategy={strategy}
                showWatch={scope === "all"}
                onUse={() => onUse(strategy.id)}
                onEdit={() => onEdit(strategy)}
                onDelete={() => setConfirming(strategy)}
              />
            </li>
          ))}
        </ul>
      )}

      <AlertDialog open={confirming !== null} onOpenChange={(open) => (open ? undefined : setConfirming(null))}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Delete Prayer Strategy?</AlertDialogTitle>
            <AlertDialogDescription>Delete "{confirming?.title}"? This action cannot be undone.</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction onClick={confirmDelete}>Delete</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </section>
  );
}

function SavedStrategyCard({
  strategy,
  showWatch,
  onUse,
  onEdit,
  onDelete,
}: {
  strategy: Strategy;
  showWatch: boolean;
  onUse: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const titleId = useId();
  return (
    <article aria-labelledby={titleId} className="grid h-full gap-3 rounded-lg border bg-card p-4 shadow-xs">
      <div className="grid gap-1">
        <h4 id={titleId} className="font-semibold leading-tight">
          {strategy.title}
        </h4>
        {showWatch ? <p className="text-xs text-muted-foreground">{watchLabel(strategy.watchNumber)}</p> : null}
        <p className="text-sm text-muted-foreground">{preview(strategy.focus, FOCUS_PREVIEW.saved)}</p>
      </div>
      <StrategyBadges strategy={strategy} />
      <ReminderSummary times={strategy.reminderTimes} />
      <div className="mt-auto flex flex-wrap gap-2">
        <Button size="sm" className="room-accent-button" onClick={onUse}>
          <PlayIcon />
          Use This Strategy
        </Button>
        <Button size="sm" variant="outline" aria-label={`Edit ${strategy.title}`} onClick={onEdit}>
          <PencilIcon />
          Edit
        </Button>
        <Button size="sm" variant="ghost" aria-label={`Delete ${strategy.title}`} onClick={onDelete}>
          <Trash2Icon />
          Delete
        </Button>
      </div>
    </article>
  );
}
