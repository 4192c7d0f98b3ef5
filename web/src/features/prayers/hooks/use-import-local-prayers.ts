import type { ImportPrayersInput } from "@common/prayers";
import { useSyncExternalStore } from "react";
import { errorMessage } from "@/lib/api-client";
import { useLocalCollection } from "@/lib/local-collection";
import { toastError, toastSuccess } from "@/lib/toast";
import { useImportPrayersMutation } from "../api/mutations";
import {
  isPrayerImportDismissed,
  type LocalPrayer,
  localPrayers,
  setPrayerImportDismissed,
  subscribePrayerImportDismissed,
} from "../local-prayers";
import { serverStrategyId } from "./use-prayer-wall";

/** A browser prayer as the import sends it: a local strategy id becomes none, an unmoved note no position. */
export function importedPrayerOf(prayer: LocalPrayer): ImportPrayersInput["prayers"][number] {
  return {
    clientId: prayer.id,
    title: prayer.title,
    content: prayer.content,
    type: prayer.type,
    category: prayer.category,
    color: prayer.color,
    watchNumber: prayer.watchNumber,
    isAnswered: prayer.isAnswered,
    strategyId: serverStrategyId(prayer.strategyId),
    ...(prayer.position ? { position: prayer.position } : {}),
    createdAt: prayer.createdAt,
  };
}

/**
 * The offer to move prayers made while signed out into the account. Importing removes from the
 * browser exactly the prayers the server confirmed; "Not now" hides the offer for this session only.
 */
export function useImportLocalPrayers(userId: number | null) {
  const local = useLocalCollection(localPrayers);
  const dismissed = useSyncExternalStore(
    subscribePrayerImportDismissed,
    isPrayerImportDismissed,
    isPrayerImportDismissed,
  );
  const mutation = useImportPrayersMutation();

  async function importAll() {
    const sent = localPrayers.read();
    if (sent.length === 0) return;
    try {
      const result = await mutation.mutateAsync({
        prayers: sent.map(importedPrayerOf),
        onSaved: (clientIds) => {
          const saved = new Set(clientIds);
          localPrayers.update((list) => list.filter((prayer) => !saved.has(prayer.id)));
        },
      });
      const count = result.imported + result.alreadySaved;
      toastSuccess("Prayers Imported", `${count} ${count === 1 ? "prayer is" : "prayers are"} now in your account.`);
    } catch (error) {
      toastError(
        "Import Failed",
        `${errorMessage(error, "Unable to import your prayers.")} They are still in this browser.`,
      );
    }
  }

  return {
    count: userId === null ? 0 : local.length,
    visible: userId !== null && local.length > 0 && !dismissed,
    importing: mutation.isPending,
    importAll,
    notNow: () => setPrayerImportDismissed(true),
  };
}
