import {
  type AccessibilityPresetName,
  type AppearanceSettings,
  applyPreset as applyPresetTo,
  DEFAULT_APPEARANCE,
  resolveTheme,
  type ThemePresetName,
} from "@common/appearance";
import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { useMediaQuery } from "@/lib/use-media-query";
import { appearanceKeys, putServerAppearance, serverAppearanceQueryOptions } from "./api/appearance-api";
import { AppearanceContext, type AppearanceContextValue } from "./appearance-context";
import {
  APPEARANCE_STORAGE_KEY,
  clearUnsynced,
  loadAppearance,
  markUnsynced,
  saveAppearance,
  unsyncedUser,
} from "./appearance-storage";
import { applyAppearance } from "./apply-appearance";
import { loadFontFamily } from "./fonts";

export const SERVER_SAVE_DELAY_MS = 500;

interface AppearanceProviderProps {
  /** The signed-in user, or null. Signed-in users' settings also live on the server. */
  userId: number | null;
  children: ReactNode;
}

/**
 * Holds the appearance settings, applies them to the whole document and keeps
 * them in local storage (at once) and, when signed in, on the server (debounced).
 * On sign-in the server's copy wins; with none there, the local one is pushed up.
 * The exception: a change this user made here that never reached the server (the
 * tab closed within the debounce, or the network failed) is newer, so it goes up.
 */
export function AppearanceProvider({ userId, children }: AppearanceProviderProps) {
  const queryClient = useQueryClient();
  const [settings, setSettings] = useState<AppearanceSettings>(loadAppearance);
  const settingsRef = useRef(settings);
  const userIdRef = useRef<number | null>(userId);
  const syncedUserRef = useRef<number | null>(null);
  const pendingSaveRef = useRef<{
    timer: ReturnType<typeof setTimeout>;
    run: (options?: { keepalive?: boolean }) => void;
  } | null>(null);

  const prefersDark = useMediaQuery("(prefers-color-scheme: dark)");
  const prefersReducedMotion = useMediaQuery("(prefers-reduced-motion: reduce)");

  useLayoutEffect(() => {
    applyAppearance(document.documentElement, settings, { prefersDark, prefersReducedMotion });
  }, [settings, prefersDark, prefersReducedMotion]);

  useEffect(() => {
    void loadFontFamily(settings.fontFamily);
  }, [settings.fontFamily]);

  const pushToServer = useCallback(
    (forUser: number, next: AppearanceSettings, options: { keepalive?: boolean } = {}) => {
      putServerAppearance(next, options).then(
        (stored) => {
          queryClient.setQueryData(appearanceKeys.forUser(forUser), stored);
          if (pendingSaveRef.current === null && settingsRef.current === next) clearUnsynced();
        },
        (error: unknown) => console.warn("Could not save appearance settings to the server", error),
      );
    },
    [queryClient],
  );

  const cancelPendingSave = useCallback(() => {
    if (pendingSaveRef.current) clearTimeout(pendingSaveRef.current.timer);
    pendingSaveRef.current = null;
  }, []);

  // On sign-in: the server's copy wins; with none saved yet, ours goes up once.
  useEffect(() => {
    userIdRef.current = userId;
    syncedUserRef.current = null;
    if (userId === null) return;
    let cancelled = false;
    queryClient.fetchQuery(serverAppearanceQueryOptions(userId)).then(
      (stored) => {
        if (cancelled) return;
        if (unsyncedUser() === userId) {
          pushToServer(userId, settingsRef.current);
        } else if (stored.settings) {
          settingsRef.current = stored.settings;
          setSettings(stored.settings);
          saveAppearance(stored.settings);
        } else {
          pushToServer(userId, settingsRef.current);
        }
        syncedUserRef.current = userId;
      },
      (error: unknown) => {
        if (cancelled) return;
        console.warn("Could not load appearance settings from the server", error);
        syncedUserRef.current = userId;
      },
    );
    return () => {
      cancelled = true;
      cancelPendingSave();
    };
  }, [userId, queryClient, pushToServer, cancelPendingSave]);

  // A change still waiting for the debounce is sent as the page goes away.
  useEffect(() => {
    const onPageHide = () => {
      const pending = pendingSaveRef.current;
      if (!pending) return;
      clearTimeout(pending.timer);
      pendingSaveRef.current = null;
      pending.run({ keepalive: true });
    };
    window.addEventListener("pagehide", onPageHide);
    return () => window.removeEventListener("pagehide", onPageHide);
  }, []);

  // Another tab changed the settings.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== APPEARANCE_STORAGE_KEY) return;
      const next = loadAppearance();
      settingsRef.current = next;
      setSettings(next);
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);

  const commit = useCallback(
    (next: AppearanceSettings) => {
      settingsRef.current = next;
      setSettings(next);
      saveAppearance(next);
      if (userIdRef.current !== null) markUnsynced(userIdRef.current);
      const forUser = syncedUserRef.current;
      if (forUser === null) return;
      cancelPendingSave();
      const run = (options?: { keepalive?: boolean }) => {
        pendingSaveRef.current = null;
        pushToServer(forUser, next, options);
      };
      pendingSaveRef.current = { timer: setTimeout(run, SERVER_SAVE_DELAY_MS), run };
    },
    [cancelPendingSave, pushToServer],
  );

  const value = useMemo<AppearanceContextValue>(
    () => ({
      settings,
      resolvedTheme: resolveTheme(settings, prefersDark),
      systemPrefersReducedMotion: prefersReducedMotion,
      update: (patch) => commit({ ...settingsRef.current, ...patch }),
      applyPreset: (preset: ThemePresetName | AccessibilityPresetName) =>
        commit(applyPresetTo(settingsRef.current, preset)),
      reset: () => commit({ ...DEFAULT_APPEARANCE }),
      flush: () => {
        const pending = pendingSaveRef.current;
        if (!pending) return;
        clearTimeout(pending.timer);
        pending.run();
      },
    }),
    [settings, prefersDark, prefersReducedMotion, commit],
  );

  return <AppearanceContext value={value}>{children}</AppearanceContext>;
}
