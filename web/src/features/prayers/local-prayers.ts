import {
  PRAYER_CATEGORIES,
  type PrayerCategory,
  type PrayerContent,
  PrayerContentSchema,
  type PrayerPosition,
  PrayerPositionSchema,
} from "@common/prayers";
import { z } from "zod";
import { createLocalCollection } from "@/lib/local-collection";
import { readSessionStorage, writeSessionStorage } from "@/lib/storage";

/**
 * Prayers kept in this browser (spec §4: signed out, prayers live in local storage only). Their ids
 * are `local-<uuid>`, never numbers, so nothing mistakes them for a server's prayer. `position` is
 * null until the note is moved: it then sits at its index's place, as on the server.
 */
export interface LocalPrayer {
  id: string;
  title: string;
  content: PrayerContent;
  type: string;
  category: PrayerCategory;
  color: string;
  watchNumber: number;
  isAnswered: boolean;
  /** A server strategy's id, or a strategy's local id while signed out. */
  strategyId: number | string | null;
  position: PrayerPosition | null;
  createdAt: string;
  updatedAt: string;
}

const LocalPrayerSchema = z.object({
  id: z.string().regex(/^local-[A-Za-z0-9-]+$/),
  title: z.string(),
  content: PrayerContentSchema,
  type: z.string(),
  category: z.enum(PRAYER_CATEGORIES),
  color: z.string(),
  watchNumber: z.number().int().min(1).max(8),
  isAnswered: z.boolean(),
  strategyId: z.union([z.number().int(), z.string(), z.null()]),
  position: PrayerPositionSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

function isLocalPrayer(value: unknown): value is LocalPrayer {
  return LocalPrayerSchema.safeParse(value).success;
}

export const LOCAL_PRAYERS_KEY = "prayer-journey:prayers";
/** Newest first, like the server's list. */
export const localPrayers = createLocalCollection<LocalPrayer>(LOCAL_PRAYERS_KEY, isLocalPrayer);

/* "Not now" on the import offer hides it for this browser session; it never deletes anything. */
const IMPORT_DISMISSED_KEY = "prayer-journey:prayers:import-dismissed";
const dismissListeners = new Set<() => void>();

export function isPrayerImportDismissed(): boolean {
  return readSessionStorage(IMPORT_DISMISSED_KEY) === "1";
}

export function setPrayerImportDismissed(dismissed: boolean): void {
  writeSessionStorage(IMPORT_DISMISSED_KEY, dismissed ? "1" : "0");
  for (const listener of dismissListeners) listener();
}

export function subscribePrayerImportDismissed(listener: () => void): () => void {
  dismissListeners.add(listener);
  return () => {
    dismissListeners.delete(listener);
  };
}
