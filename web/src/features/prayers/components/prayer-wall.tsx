import type { ReactNode } from "react";
import { NotAvailablePanel } from "@/components/not-available-panel";

export interface PrayerWallProps {
  watchNumber: number;
  /** The signed-in user, or null: signed out, prayers are kept in this browser only. */
  userId: number | null;
  /** The Prayer Strategies section shown below the notes (from the prayer-strategies feature). */
  strategiesSection?: ReactNode;
}

/** Placeholder until the wall lands. */
export function PrayerWall({ strategiesSection }: PrayerWallProps) {
  return (
    <div className="grid gap-4">
      <NotAvailablePanel className="room-panel border-dashed">The Prayer Wall is being built.</NotAvailablePanel>
      {strategiesSection}
    </div>
  );
}
