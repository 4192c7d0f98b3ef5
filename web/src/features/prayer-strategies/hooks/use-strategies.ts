import {
  type CreatePrayerStrategyInput,
  PRAYER_STRATEGY_LIMITS,
  type PrayerStrategy,
  type UpdatePrayerStrategyInput,
} from "@common/prayer-strategies";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError, errorMessage } from "@/lib/api-client";
import { useLocalCollection } from "@/lib/local-collection";
import { toastError, toastSuccess } from "@/lib/toast";
import { createStrategy, deleteStrategy, importStrategies, updateStrategy } from "../api/mutations";
import { strategiesQueryOptions, strategyKeys } from "../api/queries";
import { rememberImportedIds } from "../imported-ids";
import {
  createLocalStrategy,
  deleteLocalStrategy,
  forgetLocalStrategies,
  localStrategies,
  updateLocalStrategy,
} from "../local-strategies";
import { isStrategyNamed, type Strategy, type StrategyId } from "../strategy";

export const StrategyToasts = {
  saveFailed: "Failed to save prayer strategy. Please try again.",
  deleteFailed: "Failed to delete prayer strategy. Please try again.",
} as const;

/**
 * The strategies a user sees: signed in, the server's (newest first); signed out, this browser's.
 * `local` is always this browser's list, which a signed-in user may import.
 */
export function useStrategies(userId: number | null) {
  const local = useLocalCollection(localStrategies);
  const query = useQuery({ ...strategiesQueryOptions(userId ?? 0), enabled: userId !== null });
  if (userId === null) {
    return {
      strategies: local as readonly Strategy[],
      local,
      isPending: false,
      isError: false,
      refetch: query.refetch,
    };
  }
  return {
    strategies: (query.data ?? []) as readonly Strategy[],
    local,
    isPending: query.isPending,
    isError: query.isError,
    refetch: query.refetch,
  };
}

/** The strategy behind an id from the URL: the user's own list first, then this browser's. */
export function findStrategy(
  strategies: readonly Strategy[],
  local: readonly Strategy[],
  id: string | null,
): Strategy | undefined {
  if (id === null) return undefined;
  return [...strategies, ...local].find((strategy) => isStrategyNamed(strategy, id));
}

function useServerList(userId: number | null) {
  const queryClient = useQueryClient();
  return {
    change(update: (list: PrayerStrategy[]) => PrayerStrategy[]) {
      if (userId === null) return;
      queryClient.setQueryData<PrayerStrategy[]>(strategyKeys.list(userId), (list) => (list ? update(list) : list));
    },
    refresh() {
      return queryClient.invalidateQueries({ queryKey: strategyKeys.all });
    },
  };
}

/** Why a save failed, in the spec's words, plus the server's reason when it is one the user can act on. */
function saveFailure(error: unknown): string {
  if (error instanceof ApiError && (error.status === 409 || error.status === 400)) {
    return `Failed to save prayer strategy. ${errorMessage(error, "Please try again.")}`;
  }
  return StrategyToasts.saveFailed;
}

export type SaveStrategyVariables =
  | { id?: undefined; input: CreatePrayerStrategyInput }
  | { id: StrategyId; input: UpdatePrayerStrategyInput };

/** Create (no id) or edit (PATCH, or this browser's copy for a local id). Toasts either way. */
export function useSaveStrategy(userId: number | null) {
  const list = useServerList(userId);
  return useMutation({
    mutationFn: async ({ id, input }: SaveStrategyVariables): Promise<Strategy> => {
      if (id === undefined) return userId === null ? createLocalStrategy(input) : createStrategy(input);
      return typeof id === "string" ? updateLocalStrategy(id, input) : updateStrategy(id, input);
    },
    onSuccess: (saved, { id }) => {
      if (typeof saved.id === "number") {
        const server = saved as PrayerStrategy;
        list.change((current) =>
          id === undefined ? [server, ...current] : current.map((item) => (item.id === server.id ? server : item)),
        );
        void list.refresh();
      }
      if (id === undefined) toastSuccess("Strategy Created", `"${saved.title}" is saved.`);
      else toastSuccess("Strategy Updated", `"${saved.title}" is saved.`);
    },
    onError: (error) => toastError("Error", saveFailure(error)),
  });
}

export function useDeleteStrategy(userId: number | null) {
  const list = useServerList(userId);
  return useMutation({
    mutationFn: async (strategy: Strategy) => {
      if (typeof strategy.id === "string") deleteLocalStrategy(strategy.id);
      else await deleteStrategy(strategy.id);
    },
    onSuccess: (_nothing, strategy) => {
      if (typeof strategy.id === "number") {
        list.change((current) => current.filter((item) => item.id !== strategy.id));
        void list.refresh();
      }
      toastSuccess("Strategy Deleted", `"${strategy.title}" was deleted.`);
    },
    onError: () => toastError("Error", StrategyToasts.deleteFailed),
  });
}

/**
 * Moves this browser's strategies to the signed-in account: one all-or-nothing call that never adds a
 * copy (the local id travels as clientId). Only what the server confirmed is forgotten locally.
 */
export function useImportLocalStrategies(userId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (strategies: readonly Strategy[]) => {
      const batch = strategies
        .filter((strategy): strategy is Strategy & { id: string } => typeof strategy.id === "string")
        .slice(0, PRAYER_STRATEGY_LIMITS.importMax);
      const answer = await importStrategies({
        strategies: batch.map((strategy) => ({
          clientId: strategy.id,
          title: strategy.title,
          duration: strategy.duration,
          focus: strategy.focus,
          scriptures: strategy.scriptures,
          prayerPoints: strategy.prayerPoints,
          watchNumber: strategy.watchNumber,
          frequency: strategy.frequency,
          reminderTimes: strategy.reminderTimes,
          priority: strategy.priority,
        })),
      });
      return { ...answer, sent: new Set(batch.map((strategy) => strategy.id)) };
    },
    onSuccess: ({ sent, strategies, ids }) => {
      rememberImportedIds(ids);
      forgetLocalStrategies(sent);
      if (userId !== null) queryClient.setQueryData(strategyKeys.list(userId), strategies);
      toastSuccess(
        "Strategies Imported",
        `${sent.size === 1 ? "1 strategy is" : `${sent.size} strategies are`} now saved to your account.`,
      );
    },
    onError: (error) =>
      toastError(
        "Import Failed",
        errorMessage(error, "Your strategies are still saved in this browser. Please try again."),
      ),
  });
}
