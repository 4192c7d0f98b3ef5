import { type DailyWord, DailyWordStateSchema } from "@common/daily-word";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest, errorMessage } from "@/lib/api-client";
import { toastError, toastSuccess } from "@/lib/toast";
import { dailyWordKeys } from "./queries";

export async function setLoved(date: string, loved: boolean) {
  return DailyWordStateSchema.parse(await apiRequest("PUT", `/api/daily-word/${date}/love`, { loved }));
}

/** The device's zone goes along, so the server refuses a day that has not begun here (issue 19 §6). */
export async function setCompleted(date: string, completed: boolean) {
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return DailyWordStateSchema.parse(
    await apiRequest("PUT", `/api/daily-word/${date}/complete`, { completed, ...(timeZone ? { timeZone } : {}) }),
  );
}

/** Applies a change to the cached word of `date`, including its own chip in the weekly strip. */
function patchDay(word: DailyWord | undefined, date: string, patch: { loved?: boolean; completed?: boolean }) {
  if (!word) return word;
  return {
    ...word,
    ...patch,
    weeklyScriptures:
      patch.completed === undefined
        ? word.weeklyScriptures
        : word.weeklyScriptures.map((day) => (day.day === date ? { ...day, completed: patch.completed! } : day)),
  };
}

function useDailyWordStateMutation(
  date: string,
  field: "loved" | "completed",
  save: (date: string, value: boolean) => Promise<{ loved: boolean; completed: boolean }>,
  messages: { failed: string; done?: string },
) {
  const queryClient = useQueryClient();
  const key = dailyWordKeys.forDate(date);
  const mutationKey = ["daily-word", field, date];
  // With a second click in flight, the first answer must not undo it.
  const isLastInFlight = () => queryClient.isMutating({ mutationKey }) <= 1;
  return useMutation({
    mutationKey,
    mutationFn: (value: boolean) => save(date, value),
    onMutate: async (value) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<DailyWord>(key);
      queryClient.setQueryData<DailyWord>(key, (word) => patchDay(word, date, { [field]: value }));
      return { previous };
    },
    onSuccess: (state, value) => {
      if (isLastInFlight()) {
        queryClient.setQueryData<DailyWord>(key, (word) => patchDay(word, date, { [field]: state[field] }));
      }
      if (value && messages.done) toastSuccess(messages.done);
    },
    onError: (error, _value, context) => {
      queryClient.setQueryData(key, context?.previous);
      toastError(messages.failed, errorMessage(error, "Please try again."));
    },
    // Other dates of the same week show this day's chip in their strip.
    onSettled: () =>
      field === "completed"
        ? queryClient.invalidateQueries({
            queryKey: dailyWordKeys.all,
            predicate: (query) => query.queryKey[1] !== date,
          })
        : undefined,
  });
}

export function useSetLovedMutation(date: string) {
  return useDailyWordStateMutation(date, "loved", setLoved, { failed: "Love not saved" });
}

export function useSetCompletedMutation(date: string) {
  return useDailyWordStateMutation(date, "completed", setCompleted, {
    failed: "Completion not saved",
    done: "Day Completed",
  });
}
