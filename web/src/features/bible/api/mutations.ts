import {
  type Favorite,
  FavoriteSchema,
  type PlanProgressResponse,
  PlanProgressResponseSchema,
  type ReadingPlanType,
} from "@common/bible";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest, errorMessage } from "@/lib/api-client";
import { toastError, toastSuccess } from "@/lib/toast";
import { sameReference } from "../references";
import { bibleKeys } from "./queries";

export async function addFavorite(reference: string): Promise<Favorite | null> {
  const answer = await apiRequest("POST", "/api/bible/favorites", { reference });
  // The answer is the new favourite; anything else is settled by the refetch that follows.
  const parsed = FavoriteSchema.safeParse(
    answer && typeof answer === "object" && "favorite" in answer ? answer.favorite : answer,
  );
  return parsed.success ? parsed.data : null;
}

export async function removeFavorite(id: number): Promise<void> {
  await apiRequest("DELETE", `/api/bible/favorites/${id}`);
}

export async function setPlanDay(input: {
  type: ReadingPlanType;
  day: number;
  completed: boolean;
}): Promise<PlanProgressResponse | null> {
  const parsed = PlanProgressResponseSchema.safeParse(await apiRequest("PUT", "/api/bible/plan-progress", input));
  return parsed.success ? parsed.data : null;
}

/** Optimistic, so the star fills at once; the list is refetched afterwards either way. */
export function useAddFavoriteMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addFavorite,
    onMutate: async (reference) => {
      await queryClient.cancelQueries({ queryKey: bibleKeys.favorites });
      const previous = queryClient.getQueryData<Favorite[]>(bibleKeys.favorites);
      const placeholder: Favorite = { id: -Date.now(), reference, createdAt: new Date().toISOString() };
      queryClient.setQueryData<Favorite[]>(bibleKeys.favorites, (list = []) =>
        list.some((favorite) => sameReference(favorite.reference, reference)) ? list : [placeholder, ...list],
      );
      return { previous, placeholder };
    },
    onSuccess: (saved, reference, context) => {
      if (saved) {
        queryClient.setQueryData<Favorite[]>(bibleKeys.favorites, (list = []) =>
          list.map((favorite) => (favorite.id === context.placeholder.id ? saved : favorite)),
        );
      }
      toastSuccess("Added to favorites", reference);
    },
    onError: (error, _reference, context) => {
      queryClient.setQueryData(bibleKeys.favorites, context?.previous);
      toastError("Favorite not saved", errorMessage(error, "Please try again."));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: bibleKeys.favorites }),
  });
}

export function useRemoveFavoriteMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (favorite: Favorite) => removeFavorite(favorite.id),
    onMutate: async (favorite) => {
      await queryClient.cancelQueries({ queryKey: bibleKeys.favorites });
      const previous = queryClient.getQueryData<Favorite[]>(bibleKeys.favorites);
      queryClient.setQueryData<Favorite[]>(bibleKeys.favorites, (list = []) =>
        list.filter((entry) => entry.id !== favorite.id),
      );
      return { previous };
    },
    onSuccess: (_answer, favorite) => toastSuccess("Removed from favorites", favorite.reference),
    onError: (error, _favorite, context) => {
      queryClient.setQueryData(bibleKeys.favorites, context?.previous);
      toastError("Favorite not removed", errorMessage(error, "Please try again."));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: bibleKeys.favorites }),
  });
}

export const planProgressMutationKey = (type: ReadingPlanType) => ["plan-progress", type] as const;

/** Ticks a plan day at once and saves it; a failure unticks it again. */
export function useSetPlanDayMutation(type: ReadingPlanType) {
  const queryClient = useQueryClient();
  const key = bibleKeys.planProgress(type);
  const mutationKey = planProgressMutationKey(type);
  // With several quick ticks in flight, an earlier answer must not undo a later tick.
  const isLastInFlight = () => queryClient.isMutating({ mutationKey }) <= 1;
  return useMutation({
    mutationKey,
    mutationFn: setPlanDay,
    onMutate: async ({ day, completed }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<PlanProgressResponse>(key);
      queryClient.setQueryData<PlanProgressResponse>(key, (progress) => {
        const days = new Set(progress?.completedDays ?? []);
        if (completed) days.add(day);
        else days.delete(day);
        return { type, completedDays: [...days].sort((a, b) => a - b) };
      });
      return { previous };
    },
    onSuccess: (saved) => {
      if (saved && isLastInFlight()) queryClient.setQueryData(key, saved);
    },
    onError: (error, { day }, context) => {
      queryClient.setQueryData(key, context?.previous);
      toastError("Progress not saved", errorMessage(error, `Day ${day} could not be saved. Please try again.`));
    },
    onSettled: () => (isLastInFlight() ? queryClient.invalidateQueries({ queryKey: key }) : undefined),
  });
}
