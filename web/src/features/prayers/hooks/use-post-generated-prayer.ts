import { GENERATED_PRAYER_DEFAULTS, type StructuredPrayer } from "@common/prayers";
import { toastError, toastSuccess } from "@/lib/toast";
import { useCreatePrayerMutation } from "../api/mutations";
import { PrayerToasts } from "../messages";
import { addLocalPrayer, newLocalPrayer, serverStrategyId } from "./use-prayer-wall";

export interface GeneratedPrayerSource {
  /** The strategy's id: a server id, or a local one while signed out. */
  id: number | string;
  title: string;
  watchNumber?: number | null;
}

/**
 * Posts a generated five-stage prayer to the wall (spec §4): first in the list, structured-prayer,
 * thanksgiving, #e879f9, unanswered, the strategy's watch or 1. Signed in it goes to the server (kept
 * in this browser if the server fails); signed out it stays in this browser.
 */
export function usePostGeneratedPrayer(
  userId: number | null,
): (prayer: StructuredPrayer, source: GeneratedPrayerSource) => Promise<void> {
  const create = useCreatePrayerMutation();
  return async (prayer, source) => {
    const fields = {
      title: source.title,
      content: prayer,
      type: GENERATED_PRAYER_DEFAULTS.type,
      category: GENERATED_PRAYER_DEFAULTS.category,
      color: GENERATED_PRAYER_DEFAULTS.color,
      watchNumber: source.watchNumber ?? 1,
    };
    if (userId !== null) {
      try {
        await create.mutateAsync({
          ...fields,
          isAnswered: GENERATED_PRAYER_DEFAULTS.isAnswered,
          strategyId: serverStrategyId(source.id),
        });
        toastSuccess(...PrayerToasts.posted);
        return;
      } catch {
        addLocalPrayer(newLocalPrayer({ ...fields, strategyId: source.id }));
        toastError(...PrayerToasts.saveFailed);
        return;
      }
    }
    addLocalPrayer(newLocalPrayer({ ...fields, strategyId: source.id }));
    toastSuccess(...PrayerToasts.posted);
  };
}
