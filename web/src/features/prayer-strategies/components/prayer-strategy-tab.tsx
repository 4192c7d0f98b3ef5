import { NotAvailablePanel } from "@/components/not-available-panel";

export interface PrayerStrategyTabProps {
  watchNumber: number;
  /** The signed-in user, or null: signed out, strategies are kept in this browser only. */
  userId: number | null;
  /** Use This Strategy: selects it and opens the Prayer Space. */
  onUseStrategy: (id: number | string) => void;
}

/** Placeholder until the strategy tab lands. */
export function PrayerStrategyTab(_props: PrayerStrategyTabProps) {
  return <NotAvailablePanel className="room-panel border-dashed">Prayer strategies are being built.</NotAvailablePanel>;
}
