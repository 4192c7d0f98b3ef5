import { useRef, useState } from "react";
import { useStrategies } from "../hooks/use-strategies";
import type { Strategy, StrategyId } from "../strategy";
import { ImportLocalStrategiesCard } from "./import-local-strategies-card";
import { eveningHealingRecommendation } from "./recommendations-card";
import { SavedStrategies } from "./saved-strategies";
import { StrategyForm } from "./strategy-form";

export interface PrayerStrategyTabProps {
  watchNumber: number;
  /** The signed-in user, or null: signed out, strategies are kept in this browser only. */
  userId: number | null;
  /** Use This Strategy: selects it and opens the Prayer Space. */
  onUseStrategy: (id: number | string) => void;
}

/** Prayer Strategy tab (spec §2): watch 1's recommendations, the strategy form and Saved Strategies. */
export function PrayerStrategyTab({ watchNumber, userId, onUseStrategy }: PrayerStrategyTabProps) {
  const { strategies, local, isPending, isError, refetch } = useStrategies(userId);
  const [editing, setEditing] = useState<Strategy | null>(null);
  const formTop = useRef<HTMLDivElement>(null);

  function edit(strategy: Strategy) {
    setEditing(strategy);
    formTop.current?.scrollIntoView?.({ behavior: "smooth", block: "start" });
    // The form remounts with the strategy; put the cursor in its title.
    requestAnimationFrame(() => formTop.current?.querySelector<HTMLInputElement>("input")?.focus());
  }

  function deleted(strategy: Strategy) {
    if (editing && String(editing.id) === String(strategy.id)) setEditing(null);
  }

  return (
    <div className="grid gap-6">
      {userId !== null ? <ImportLocalStrategiesCard userId={userId} local={local} /> : null}
      <div ref={formTop} className="scroll-mt-4">
        <StrategyForm
          key={editing ? `edit-${editing.id}` : "new"}
          watchNumber={watchNumber}
          userId={userId}
          editing={editing}
          recommendation={eveningHealingRecommendation(watchNumber)}
          onEditDone={() => setEditing(null)}
        />
      </div>
      <SavedStrategies
        watchNumber={watchNumber}
        userId={userId}
        strategies={strategies}
        isPending={isPending}
        isError={isError}
        onRetry={() => void refetch()}
        onUse={(id: StrategyId) => onUseStrategy(id)}
        onEdit={edit}
        onDeleted={deleted}
      />
    </div>
  );
}
