import {
  type CreatePrayerInput,
  type ImportPrayersInput,
  type ImportPrayersResponse,
  ImportPrayersResponseSchema,
  PRAYER_IMPORT_LIMITS,
  type Prayer,
  type PrayerPosition,
  PrayerSchema,
  type UpdatePrayerInput,
} from "@common/prayers";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { prayerKeys } from "./queries";

const replaceIn = (list: Prayer[] | undefined, saved: Prayer) =>
  list?.map((prayer) => (prayer.id === saved.id ? saved : prayer));

async function snapshot(client: QueryClient) {
  await client.cancelQueries({ queryKey: prayerKeys.all });
  return client.getQueryData<Prayer[]>(prayerKeys.all);
}

export const createPrayer = async (input: CreatePrayerInput) =>
  PrayerSchema.parse(await apiRequest("POST", "/api/prayers", input));

export function useCreatePrayerMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createPrayer,
    onSuccess: (created) => {
      client.setQueryData<Prayer[]>(prayerKeys.all, (list) => [created, ...(list ?? [])]);
      // Never-moved notes take their index's place, and every index just moved by one.
      void client.invalidateQueries({ queryKey: prayerKeys.all });
    },
  });
}

export interface PrayerUpdate {
  id: number;
  changes: UpdatePrayerInput;
}

/** Optimistic: the note changes at once and goes back if the server refuses. */
export function useUpdatePrayerMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, changes }: PrayerUpdate) =>
      PrayerSchema.parse(await apiRequest("PATCH", `/api/prayers/${id}`, changes)),
    onMutate: async ({ id, changes }) => {
      const previous = await snapshot(client);
      client.setQueryData<Prayer[]>(prayerKeys.all, (list) =>
        list?.map((prayer) => (prayer.id === id ? ({ ...prayer, ...changes } as Prayer) : prayer)),
      );
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) client.setQueryData(prayerKeys.all, context.previous);
    },
    onSuccess: (saved) => client.setQueryData<Prayer[]>(prayerKeys.all, (list) => replaceIn(list, saved)),
  });
}

export interface PrayerMove {
  id: number;
  position: PrayerPosition;
}

/**
 * Moves notes (a drag can push others along): optimistic, one PATCH per note that moved; if the
 * server refuses any, every note goes back where it was.
 */
export function useMovePrayersMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (moves: PrayerMove[]) =>
      Promise.all(
        moves.map(async ({ id, position }) =>
          PrayerSchema.parse(await apiRequest("PATCH", `/api/prayers/${id}`, { position })),
        ),
      ),
    onMutate: async (moves) => {
      const previous = await snapshot(client);
      const byId = new Map(moves.map(({ id, position }) => [id, position]));
      client.setQueryData<Prayer[]>(prayerKeys.all, (list) =>
        list?.map((prayer) => {
          const position = byId.get(prayer.id);
          return position ? { ...prayer, position } : prayer;
        }),
      );
      return { previous };
    },
    onError: async (_error, moves, context) => {
      if (context?.previous) client.setQueryData(prayerKeys.all, context.previous);
      // Some PATCHes may have been saved before one failed: put those back too.
      const before = new Map(context?.previous?.map((prayer) => [prayer.id, prayer.position]));
      await Promise.allSettled(
        moves.map(({ id }) => {
          const position = before.get(id);
          return position ? apiRequest("PATCH", `/api/prayers/${id}`, { position }) : Promise.resolve();
        }),
      );
    },
    onSuccess: (saved) =>
      client.setQueryData<Prayer[]>(prayerKeys.all, (list) =>
        saved.reduce((acc, prayer) => replaceIn(acc, prayer), list),
      ),
  });
}

export function useDeletePrayerMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<null>("DELETE", `/api/prayers/${id}`),
    onSuccess: (_nothing, id) => {
      client.setQueryData<Prayer[]>(prayerKeys.all, (list) => list?.filter((prayer) => prayer.id !== id));
      void client.invalidateQueries({ queryKey: prayerKeys.all });
    },
  });
}

type ImportedPrayer = ImportPrayersInput["prayers"][number];

/**
 * Saves browser prayers to the account, at most 500 per call. Each call is all or nothing on the
 * server, and a repeat adds no copies; `onSaved` hears which local ids each call saved.
 */
export function useImportPrayersMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({
      prayers,
      onSaved,
    }: {
      prayers: ImportedPrayer[];
      onSaved: (clientIds: string[]) => void;
    }): Promise<ImportPrayersResponse> => {
      let result: ImportPrayersResponse = { imported: 0, alreadySaved: 0, prayers: [] };
      for (let start = 0; start < prayers.length; start += PRAYER_IMPORT_LIMITS.importMax) {
        const batch = prayers.slice(start, start + PRAYER_IMPORT_LIMITS.importMax);
        const answer = ImportPrayersResponseSchema.parse(
          await apiRequest("POST", "/api/prayers/import", { prayers: batch }),
        );
        client.setQueryData(prayerKeys.all, answer.prayers);
        onSaved(batch.map(({ clientId }) => clientId));
        result = {
          imported: result.imported + answer.imported,
          alreadySaved: result.alreadySaved + answer.alreadySaved,
          prayers: answer.prayers,
        };
      }
      return result;
    },
  });
}
