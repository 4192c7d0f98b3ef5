import {
  type CreatePrayerInput,
  type ImportPrayersInput,
  type ImportPrayersResponse,
  ImportPrayersResponseSchema,
  PRAYER_IMPORT_LIMITS,
  type Prayer,
  type PrayerPosition,
  PrayerSchema,
  PrayersResponseSchema,
  type UpdatePrayerInput,
} from "@common/prayers";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError, apiRequest } from "@/lib/api-client";
import { prayerKeys } from "./queries";

const replaceIn = (list: Prayer[] | undefined, saved: Prayer) =>
  list?.map((prayer) => (prayer.id === saved.id ? saved : prayer));

async function snapshot(client: QueryClient) {
  await client.cancelQueries({ queryKey: prayerKeys.all });
  return client.getQueryData<Prayer[]>(prayerKeys.all);
}

/**
 * Every write to the prayer list carries this key, so a live update about the list waits until this tab's
 * own writes have settled before refetching it (`web/src/app/live-updates.tsx`).
 */
export const prayerWriteKey = [...prayerKeys.all, "write"] as const;

export const createPrayer = async (input: CreatePrayerInput) =>
  PrayerSchema.parse(await apiRequest("POST", "/api/prayers", input));

export function useCreatePrayerMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: prayerWriteKey,
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
    mutationKey: prayerWriteKey,
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
 * Saves where notes moved in one request: `PATCH /api/prayers/{id}` for one note, or
 * `PATCH /api/prayers/positions` for several (one drag pushing others along), which the server saves
 * all or none.
 */
export async function saveMoves(moves: PrayerMove[]): Promise<Prayer[]> {
  if (moves.length === 1) {
    const [{ id, position }] = moves as [PrayerMove];
    return [PrayerSchema.parse(await apiRequest("PATCH", `/api/prayers/${id}`, { position }))];
  }
  return PrayersResponseSchema.parse(await apiRequest("PATCH", "/api/prayers/positions", moves));
}

/** A refusal (4xx) saved nothing; a failed connection or a server error may have saved the moves. */
const maySaved = (error: unknown) => !(error instanceof ApiError && error.status < 500);

/**
 * Moves notes (a drag can push others along): optimistic, one request for the whole drag; if it
 * fails every note goes back where it was. When the server may have saved it anyway (no answer, or a
 * server error), one more request puts the notes back there too.
 */
export function useMovePrayersMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: prayerWriteKey,
    mutationFn: saveMoves,
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
    onError: async (error, moves, context) => {
      if (context?.previous) client.setQueryData(prayerKeys.all, context.previous);
      if (!maySaved(error)) return;
      const before = new Map(context?.previous?.map((prayer) => [prayer.id, prayer.position]));
      const undo = moves.flatMap(({ id }) => {
        const position = before.get(id);
        return position ? [{ id, position }] : [];
      });
      if (undo.length > 0) await saveMoves(undo).catch(() => undefined);
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
    mutationKey: prayerWriteKey,
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
    mutationKey: prayerWriteKey,
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
