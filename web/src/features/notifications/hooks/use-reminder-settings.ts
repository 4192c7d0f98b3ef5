import {
  defaultReminderSettings,
  type ReminderSettings,
  ReminderSettingsSchema,
  type StoredReminderSettings,
} from "@common/reminders";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useMemo, useSyncExternalStore } from "react";
import { errorMessage } from "@/lib/api-client";
import { toastError } from "@/lib/toast";
import { getReminderSettings, putReminderSettings, reminderKeys } from "../api/reminders-api";
import {
  deviceTimeZone,
  loadLocalReminderSettings,
  saveLocalReminderSettings,
  subscribeLocalReminderSettings,
} from "../reminder-settings-storage";

/** Who the reminder screens work for: the signed-in user (null: signed out) and their pinned home time zone. */
export interface ReminderAccount {
  userId: number | null;
  /** The watches feature's home time zone; null follows this device's clock. */
  homeTimeZone: string | null;
}

function withoutUpdatedAt({ updatedAt: _updatedAt, ...settings }: StoredReminderSettings): ReminderSettings {
  return settings;
}

export interface ReminderSettingsState {
  /** The settings in force; null while a signed-in user's are loading (or failed to load). */
  settings: ReminderSettings | null;
  isSignedIn: boolean;
  isLoading: boolean;
  loadError: unknown;
  isSaving: boolean;
  /** Saves a change (the time zone always follows the device, or the pinned home zone); false when refused. */
  save: (patch: Partial<ReminderSettings>) => Promise<boolean>;
}

/**
 * The reminder settings: the server's for a signed-in user (saved optimistically, the server's error
 * shown), this browser's local copy otherwise (which sends nothing: reminders need an account).
 */
export function useReminderSettings({ userId, homeTimeZone }: ReminderAccount): ReminderSettingsState {
  const queryClient = useQueryClient();
  const local = useSyncExternalStore(
    subscribeLocalReminderSettings,
    loadLocalReminderSettings,
    loadLocalReminderSettings,
  );
  const key = useMemo(() => reminderKeys.forUser(userId ?? 0), [userId]);
  const query = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => getReminderSettings(signal),
    enabled: userId !== null,
    staleTime: 60_000,
  });

  const mutationKey = useMemo(() => ["reminder-settings", "save", userId], [userId]);
  const mutation = useMutation({
    mutationKey,
    mutationFn: putReminderSettings,
    onMutate: async (next) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<StoredReminderSettings>(key);
      queryClient.setQueryData<StoredReminderSettings>(key, { ...next, updatedAt: previous?.updatedAt ?? null });
      return { previous };
    },
    onSuccess: (stored) => {
      // With a later change in flight, this answer must not undo it.
      if (queryClient.isMutating({ mutationKey }) <= 1) queryClient.setQueryData(key, stored);
    },
    onError: (error, _next, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      else void queryClient.invalidateQueries({ queryKey: key });
      toastError("Reminder Settings Not Saved", errorMessage(error, "Please try again."));
    },
  });
  const { mutateAsync } = mutation;

  const save = useCallback(
    async (patch: Partial<ReminderSettings>): Promise<boolean> => {
      const timeZone = homeTimeZone ?? deviceTimeZone();
      if (userId === null) {
        saveLocalReminderSettings({ ...loadLocalReminderSettings(), ...patch, timeZone });
        return true;
      }
      let base = queryClient.getQueryData<StoredReminderSettings>(key);
      try {
        // Never save over settings not read yet.
        base ??= await queryClient.fetchQuery({ queryKey: key, queryFn: ({ signal }) => getReminderSettings(signal) });
      } catch (error) {
        toastError("Reminder Settings Not Saved", errorMessage(error, "Your saved settings could not be read."));
        return false;
      }
      const parsed = ReminderSettingsSchema.safeParse({
        ...(base ? withoutUpdatedAt(base) : defaultReminderSettings(timeZone)),
        ...patch,
        timeZone,
      });
      if (!parsed.success) {
        toastError("Reminder Settings Not Saved", parsed.error.issues[0]?.message ?? "Please check the settings.");
        return false;
      }
      try {
        await mutateAsync(parsed.data);
        return true;
      } catch {
        return false; // onError has restored the settings and said why
      }
    },
    [homeTimeZone, userId, queryClient, key, mutateAsync],
  );

  if (userId === null) {
    return { settings: local, isSignedIn: false, isLoading: false, loadError: null, isSaving: false, save };
  }
  return {
    settings: query.data ? withoutUpdatedAt(query.data) : null,
    isSignedIn: true,
    isLoading: query.isPending,
    loadError: query.error,
    isSaving: mutation.isPending,
    save,
  };
}
