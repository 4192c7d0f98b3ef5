import {
  defaultPrayerPosition,
  PRAYER_DEFAULTS,
  type Prayer,
  type PrayerCategory,
  type PrayerContent,
  type PrayerPosition,
} from "@common/prayers";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { errorMessage } from "@/lib/api-client";
import { localId, useLocalCollection } from "@/lib/local-collection";
import { toastError, toastSuccess } from "@/lib/toast";
import {
  type PrayerMove,
  useCreatePrayerMutation,
  useDeletePrayerMutation,
  useMovePrayersMutation,
  useUpdatePrayerMutation,
} from "../api/mutations";
import { prayersQueryOptions } from "../api/queries";
import { type LocalPrayer, localPrayers } from "../local-prayers";
import { PrayerToasts } from "../messages";

/** A note on the wall: from the server (numeric id) or kept in this browser (`local-…` id). */
export interface WallPrayer {
  id: number | string;
  title: string;
  content: PrayerContent;
  type: string;
  category: PrayerCategory;
  color: string;
  watchNumber: number;
  isAnswered: boolean;
  strategyId: number | string | null;
  /** Where it sits on the 6-column grid (its index's place until moved). */
  position: PrayerPosition;
  /** False until the note is moved: the wall then places it by its index among the notes shown. */
  positionSaved: boolean;
  createdAt: string;
  /** Kept only in this browser. */
  isLocal: boolean;
}

export interface NewWallPrayer {
  title: string;
  content: PrayerContent;
  type?: string;
  category: PrayerCategory;
  color: string;
  watchNumber: number;
  strategyId?: number | string | null;
}

export interface PrayerEdit {
  title?: string;
  content?: PrayerContent;
  isAnswered?: boolean;
}

export interface WallMove {
  id: number | string;
  position: PrayerPosition;
}

/** Spec §4: a change goes to the server only for a numeric id while signed in; otherwise it stays local. */
const isServerPrayer = (userId: number | null, id: number | string): id is number =>
  userId !== null && typeof id === "number";

type Unplaced = Omit<WallPrayer, "position" | "positionSaved"> & { position: PrayerPosition | null };

const fromServer = ({ positionSaved, ...prayer }: Prayer): Unplaced => ({
  ...prayer,
  position: positionSaved ? prayer.position : null,
  isLocal: false,
});
const fromLocal = (prayer: LocalPrayer): Unplaced => ({
  ...prayer,
  isLocal: true,
});

export function newLocalPrayer(input: NewWallPrayer): LocalPrayer {
  const now = new Date().toISOString();
  return {
    id: localId(),
    title: input.title,
    content: input.content,
    type: input.type ?? PRAYER_DEFAULTS.type,
    category: input.category,
    color: input.color,
    watchNumber: input.watchNumber,
    isAnswered: false,
    strategyId: input.strategyId ?? null,
    position: null,
    createdAt: now,
    updatedAt: now,
  };
}

/** Puts a prayer first in the browser's list (the newest comes first). */
export function addLocalPrayer(prayer: LocalPrayer): void {
  localPrayers.update((list) => [prayer, ...list]);
}

export const serverStrategyId = (id: number | string | null | undefined): number | null =>
  typeof id === "number" && Number.isInteger(id) && id > 0 ? id : null;

/**
 * Everything the wall shows and does, signed in or not. Signed in, the server's prayers come first
 * in importance, but prayers still kept in this browser are shown too (none is ever hidden or lost).
 */
export function usePrayerWall(userId: number | null) {
  const signedIn = userId !== null;
  const query = useQuery({ ...prayersQueryOptions(), enabled: signedIn });
  const local = useLocalCollection(localPrayers);
  const createMutation = useCreatePrayerMutation();
  const updateMutation = useUpdatePrayerMutation();
  const moveMutation = useMovePrayersMutation();
  const deleteMutation = useDeletePrayerMutation();

  const serverList = signedIn ? query.data : undefined;
  const prayers = useMemo<WallPrayer[]>(() => {
    const merged = [...(serverList ?? []).map(fromServer), ...local.map(fromLocal)];
    if (serverList && local.length > 0) merged.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    return merged.map((prayer, index) => ({
      ...prayer,
      position: prayer.position ?? defaultPrayerPosition(index),
      positionSaved: prayer.position !== null,
    }));
  }, [serverList, local]);

  function updateLocal(id: string, change: (prayer: LocalPrayer) => LocalPrayer) {
    localPrayers.update((list) => list.map((prayer) => (prayer.id === id ? change(prayer) : prayer)));
  }

  async function add(input: NewWallPrayer, success: readonly [string, string | undefined] = PrayerToasts.added) {
    if (!signedIn) {
      addLocalPrayer(newLocalPrayer(input));
      toastSuccess(...success);
      return;
    }
    try {
      await createMutation.mutateAsync({
        title: input.title,
        content: input.content,
        type: input.type ?? PRAYER_DEFAULTS.type,
        category: input.category,
        color: input.color,
        watchNumber: input.watchNumber,
        isAnswered: false,
        strategyId: serverStrategyId(input.strategyId),
      });
      toastSuccess(...success);
    } catch {
      addLocalPrayer(newLocalPrayer(input));
      toastError(...PrayerToasts.saveFailed);
    }
  }

  /** Resolves true when the change is kept. */
  async function update(prayer: WallPrayer, changes: PrayerEdit): Promise<boolean> {
    if (!isServerPrayer(userId, prayer.id)) {
      updateLocal(String(prayer.id), (current) => ({ ...current, ...changes, updatedAt: new Date().toISOString() }));
      toastSuccess(...PrayerToasts.updated);
      return true;
    }
    try {
      await updateMutation.mutateAsync({ id: prayer.id, changes });
      toastSuccess(...PrayerToasts.updated);
      return true;
    } catch {
      toastError(...PrayerToasts.updateFailed);
      return false;
    }
  }

  function move(moves: WallMove[]) {
    if (moves.length === 0) return;
    const serverMoves: PrayerMove[] = [];
    const localMoves = new Map<string, PrayerPosition>();
    for (const { id, position } of moves) {
      if (isServerPrayer(userId, id)) serverMoves.push({ id, position });
      else localMoves.set(String(id), position);
    }
    if (localMoves.size > 0) {
      localPrayers.update((list) =>
        list.map((prayer) => {
          const position = localMoves.get(prayer.id);
          return position ? { ...prayer, position } : prayer;
        }),
      );
    }
    if (serverMoves.length > 0) {
      moveMutation.mutate(serverMoves, { onError: () => toastError(...PrayerToasts.updateFailed) });
    }
  }

  async function remove(prayer: WallPrayer): Promise<boolean> {
    if (!isServerPrayer(userId, prayer.id)) {
      localPrayers.update((list) => list.filter((entry) => entry.id !== prayer.id));
      toastSuccess(...PrayerToasts.deleted);
      return true;
    }
    try {
      await deleteMutation.mutateAsync(prayer.id);
      toastSuccess(...PrayerToasts.deleted);
      return true;
    } catch {
      toastError(...PrayerToasts.deleteFailed);
      return false;
    }
  }

  return {
    prayers,
    isLoading: signedIn && query.isPending,
    loadError: signedIn && query.isError ? errorMessage(query.error, "Unable to load your prayers.") : null,
    retry: () => void query.refetch(),
    localCount: signedIn ? local.length : 0,
    add,
    update,
    move,
    remove,
  };
}
