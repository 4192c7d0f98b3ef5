import type { StructuredPrayer } from "@common/prayers";
import { NotAvailablePanel } from "@/components/not-available-panel";

export interface PrayerSpaceProps {
  watchNumber: number;
  userId: number | null;
  /** From `?strategy=`; null shows 'Enter Into Prayer' and the grid of saved strategies. */
  selectedStrategyId: string | null;
  onSelectStrategy: (id: number | string | null) => void;
  /** Post to Prayer Wall from the Complete Prayer Template dialog (the prayers feature does the posting). */
  onPostToWall: (
    prayer: StructuredPrayer,
    strategy: { id: number | string; title: string; watchNumber?: number | null },
  ) => Promise<void>;
}

/** Placeholder until the Prayer Space lands. */
export function PrayerSpace(_props: PrayerSpaceProps) {
  return <NotAvailablePanel className="room-panel border-dashed">The Prayer Space is being built.</NotAvailablePanel>;
}
