import type { PrayerStrategy, PrayerStrategyFrequency, PrayerStrategyPriority } from "@common/prayer-strategies";
import {
  STRUCTURED_PRAYER_STAGE_TITLES,
  STRUCTURED_PRAYER_STAGES,
  type StructuredPrayer,
  structuredPrayerSections,
} from "@common/prayers";
import { SHARED_FROM } from "@/lib/share";
import { importedIdOf } from "./imported-ids";

/** A server id (number) or, signed out, a local one ("local-…"). */
export type StrategyId = number | string;
/** A strategy as the screens show it, wherever it is kept. */
export type Strategy = Omit<PrayerStrategy, "id"> & { id: StrategyId };
export type LocalStrategy = Omit<PrayerStrategy, "id"> & { id: string };

export const FREQUENCY_LABELS: Record<PrayerStrategyFrequency, string> = {
  daily: "Daily",
  weekly: "Weekly",
  monthly: "Monthly",
  "as-needed": "As needed",
};

export const PRIORITY_LABELS: Record<PrayerStrategyPriority, string> = {
  high: "High",
  medium: "Medium",
  low: "Low",
};

/** Spec §9: a strategy's focus is cut at 80 (saved list), 90 (Prayer Space grid) or 60 (wall cards). */
export const FOCUS_PREVIEW = { saved: 80, space: 90, wall: 60 } as const;

/** The first `max` characters followed by an ellipsis, or the text itself when it is short enough. */
export function preview(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max).trimEnd()}...` : text;
}

/** How many reminder times a card lists before "+N more" (spec §2: the first 2). */
export const REMINDERS_SHOWN = 2;

/** A suggested verse as a strategy keeps it: the quoted reference-and-text pair (spec §3). */
export function scriptureEntry({ reference, text }: { reference: string; text: string }): string {
  return `${reference} - "${text}"`;
}

/**
 * Whether an id from the URL names this strategy: its own id (numbers come back as text), or the local
 * id it had in this browser before it was imported to the account, so a link or a reload from before
 * the import still finds it.
 */
export function isStrategyNamed(strategy: Pick<Strategy, "id">, id: StrategyId | null): boolean {
  if (id === null) return false;
  return String(strategy.id) === String(id) || (typeof id === "string" && importedIdOf(id) === strategy.id);
}

export const PRAYER_STAGES = STRUCTURED_PRAYER_STAGES.map((key) => ({
  key,
  title: STRUCTURED_PRAYER_STAGE_TITLES[key],
}));

/** The prayer as copied: five numbered sections, then the 'Shared from' line (spec §9). */
export function structuredPrayerText(title: string, prayer: StructuredPrayer): string {
  return [title, structuredPrayerSections(prayer), SHARED_FROM].join("\n\n");
}

/** What Read Aloud speaks: each stage's title, then its prayer. */
export function structuredPrayerSpeech(prayer: StructuredPrayer): string {
  return PRAYER_STAGES.map(({ key, title }, index) => `${index + 1}. ${title}. ${prayer[key].trim()}`).join("\n\n");
}
