import {
  type CreatePrayerStrategyInput,
  CreatePrayerStrategyInputSchema,
  PrayerStrategyClientIdSchema,
  PrayerStrategySchema,
  type UpdatePrayerStrategyInput,
  UpdatePrayerStrategyInputSchema,
} from "@common/prayer-strategies";
import { createLocalCollection, localId } from "@/lib/local-collection";
import type { LocalStrategy } from "./strategy";

const LocalStrategySchema = PrayerStrategySchema.extend({ id: PrayerStrategyClientIdSchema });

/**
 * Strategies made while signed out, kept in this browser (newest first) until the user signs in and
 * imports them. Saved under the same rules as the server's (title and focus required, blank entries
 * dropped, a bad duration becomes 30).
 */
export const localStrategies = createLocalCollection<LocalStrategy>(
  "prayer-journey:prayer-strategies",
  (value): value is LocalStrategy => LocalStrategySchema.safeParse(value).success,
);

export function createLocalStrategy(input: CreatePrayerStrategyInput): LocalStrategy {
  const now = new Date().toISOString();
  const strategy: LocalStrategy = {
    id: localId(),
    ...CreatePrayerStrategyInputSchema.parse(input),
    createdAt: now,
    updatedAt: now,
  };
  localStrategies.update((items) => [strategy, ...items]);
  return strategy;
}

export function updateLocalStrategy(id: string, changes: UpdatePrayerStrategyInput): LocalStrategy {
  const parsed = UpdatePrayerStrategyInputSchema.parse(changes);
  const current = localStrategies.read().find((item) => item.id === id);
  if (!current) throw new Error("That strategy is no longer saved in this browser.");
  const defined = Object.fromEntries(Object.entries(parsed).filter(([, value]) => value !== undefined));
  const updated: LocalStrategy = { ...current, ...defined, updatedAt: new Date().toISOString() };
  localStrategies.update((items) => items.map((item) => (item.id === id ? updated : item)));
  return updated;
}

export function deleteLocalStrategy(id: string): void {
  localStrategies.update((items) => items.filter((item) => item.id !== id));
}

/** After an import: forget exactly the strategies the server now holds (anything added meanwhile stays). */
export function forgetLocalStrategies(ids: ReadonlySet<string>): void {
  localStrategies.update((items) => items.filter((item) => !ids.has(item.id)));
}
