import type { GroupSummary } from "@common/groups";
import { clockTimeIn } from "@common/watch-clock";
import { getWatch } from "@common/watches";

/** Core spec §9: a group's description is previewed at 80 characters. */
export const DESCRIPTION_PREVIEW = 80;

export function descriptionPreview(description: string): string {
  return description.length > DESCRIPTION_PREVIEW ? `${description.slice(0, DESCRIPTION_PREVIEW)}...` : description;
}

/** Core spec §9: 'Days Active' from the group's creation date; the day it was made is day 1. */
export function daysActive(createdAt: string, now: Date = new Date()): number {
  const created = new Date(createdAt);
  const start = Date.UTC(created.getFullYear(), created.getMonth(), created.getDate());
  const today = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  return Math.max(1, Math.floor((today - start) / 86_400_000) + 1);
}

const timeFormat = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit" });
const dayTimeFormat = new Intl.DateTimeFormat("en-US", { weekday: "short", hour: "numeric", minute: "2-digit" });

function formatHour(hour: number): string {
  const date = new Date(2000, 0, 1, hour % 24, 0);
  return timeFormat.format(date);
}

/**
 * What a card says about praying together (issue 17 §6), never invented: 'Live' only while members pray
 * for the group's watch now; else the group's next session from its schedule; else when its watch next
 * starts on this device's clock, labelled as the watch (not as a session); else nothing.
 */
export type GroupTiming =
  | { kind: "live"; label: string }
  | { kind: "session"; label: string; at: string }
  | { kind: "watch"; label: string }
  | { kind: "none" };

export function groupTiming(
  group: Pick<GroupSummary, "prayingNow" | "nextSessionAt" | "watchNumber">,
  now: Date = new Date(),
): GroupTiming {
  if (group.prayingNow > 0) return { kind: "live", label: `Live · ${group.prayingNow} praying` };
  if (group.nextSessionAt) {
    const at = new Date(group.nextSessionAt);
    if (!Number.isNaN(at.getTime())) {
      const sameDay = at.toDateString() === now.toDateString();
      return {
        kind: "session",
        at: group.nextSessionAt,
        label: `Next session ${sameDay ? timeFormat.format(at) : dayTimeFormat.format(at)}`,
      };
    }
  }
  const watch = group.watchNumber === null ? undefined : getWatch(group.watchNumber);
  if (!watch) return { kind: "none" };
  const { hour } = clockTimeIn(now);
  if (hour >= watch.startHour && hour < watch.endHour) {
    return { kind: "watch", label: `Watch hours now · until ${formatHour(watch.endHour)}` };
  }
  return { kind: "watch", label: `Next watch ${formatHour(watch.startHour)}` };
}

/** The avatars a card shows (up to 4) and how many more members there are ('+N'). */
export function avatarRow(group: Pick<GroupSummary, "avatars" | "memberCount">, max = 4) {
  const shown = group.avatars.slice(0, max);
  return { shown, more: Math.max(0, group.memberCount - shown.length) };
}
