import { type QueryKey, replaceEqualDeep, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { takeAnsweredByPage } from "./page-answers";
import { readStorage, removeStorage, writeStorage } from "./storage";

/** Remembers which user has a change saved on this device that the server has not confirmed. */
export interface UnsyncedMarker {
  mark: (userId: number) => void;
  clear: () => void;
  /** The user whose change is waiting here, if any. */
  user: () => number | null;
}

export function unsyncedMarker(storageKey: string): UnsyncedMarker {
  return {
    mark: (userId) => {
      writeStorage(storageKey, String(userId));
    },
    clear: () => removeStorage(storageKey),
    user: () => {
      const raw = readStorage(storageKey);
      const id = raw === null ? Number.NaN : Number(raw);
      return Number.isSafeInteger(id) ? id : null;
    },
  };
}

/** How one kind of settings is kept: in local storage, and on the server for a signed-in user. */
export interface SyncedSettingsConfig<T, Stored> {
  /** What the settings are called in console warnings, e.g. "appearance settings". */
  label: string;
  /** The local-storage key; a change to it in another tab is picked up. */
  storageKey: string;
  load: () => T;
  save: (value: T) => void;
  unsynced: UnsyncedMarker;
  /** The query key of a user's server copy. */
  queryKey: (userId: number) => QueryKey;
  /** Reads the server's copy (on every sign-in, never from a stale cache). */
  get: () => Promise<Stored>;
  /** The settings in the server's answer, or null when none were saved there yet. */
  fromServer: (stored: Stored) => T | null;
  put: (value: T, options: { keepalive?: boolean }) => Promise<Stored>;
  /** Waits this long after a change before saving it to the server; 0 saves at once. */
  saveDelayMs: number;
}

export interface SyncedSettings<T> {
  value: T;
  /** The latest value, also between a change and the next render. */
  latest: () => T;
  /** Saves locally at once and, when signed in, on the server (after the delay). */
  commit: (next: T) => void;
  /** Sends a change still waiting for the delay now. */
  flush: () => void;
}

/**
 * Local-first settings that follow a signed-in user (decision 004). On sign-in the server's copy
 * wins; with none there, the local one is pushed up once. The exception: a change this user made
 * here that never reached the server (the tab closed within the delay, or the network failed) is
 * newer, so it goes up instead.
 */
export function useSyncedSettings<T, Stored>(
  config: SyncedSettingsConfig<T, Stored>,
  userId: number | null,
): SyncedSettings<T> {
  const queryClient = useQueryClient();
  const [value, setValue] = useState<T>(() => {
    // Rendered on the server (the signed-in home, decision 053) there is no local copy: the server's is shown.
    if (typeof window === "undefined" && userId !== null) {
      const stored = queryClient.getQueryData<Stored>(config.queryKey(userId));
      const fromServer = stored === undefined ? null : config.fromServer(stored);
      if (fromServer !== null) return fromServer;
    }
    return config.load();
  });
  const valueRef = useRef(value);
  const userIdRef = useRef<number | null>(userId);
  const syncedUserRef = useRef<number | null>(null);
  const pendingSaveRef = useRef<{
    timer: ReturnType<typeof setTimeout>;
    run: (options?: { keepalive?: boolean }) => void;
  } | null>(null);

  const adopt = useCallback((next: T) => {
    valueRef.current = next;
    setValue(next);
  }, []);
  /**
   * Settings read back (from the server at sign-in, from another tab) that equal what is shown change
   * nothing: no new object, so no page-wide re-render on every load (decision 052).
   */
  const adoptIfChanged = useCallback(
    (next: T) => {
      const kept = replaceEqualDeep(valueRef.current, next);
      if (kept !== valueRef.current) adopt(kept);
    },
    [adopt],
  );

  const pushToServer = useCallback(
    (forUser: number, next: T, options: { keepalive?: boolean } = {}) => {
      config.put(next, options).then(
        (stored) => {
          queryClient.setQueryData<Stored>(config.queryKey(forUser), stored);
          if (pendingSaveRef.current === null && valueRef.current === next) config.unsynced.clear();
        },
        (error: unknown) => console.warn(`Could not save ${config.label} to the server`, error),
      );
    },
    [config, queryClient],
  );

  const cancelPendingSave = useCallback(() => {
    if (pendingSaveRef.current) clearTimeout(pendingSaveRef.current.timer);
    pendingSaveRef.current = null;
  }, []);

  useEffect(() => {
    userIdRef.current = userId;
    syncedUserRef.current = null;
    if (userId === null) return;
    let cancelled = false;
    const key = config.queryKey(userId);
    // The server's answer now, unless this page brought it: then it is already the server's answer (decision 054).
    const staleTime = takeAnsweredByPage(queryClient, key) ? Number.POSITIVE_INFINITY : 0;
    queryClient.fetchQuery({ queryKey: key, queryFn: config.get, staleTime }).then(
      (stored) => {
        if (cancelled) return;
        const fromServer = config.fromServer(stored);
        if (config.unsynced.user() !== userId && fromServer !== null) {
          adoptIfChanged(fromServer);
          config.save(fromServer);
        } else {
          pushToServer(userId, valueRef.current);
        }
        syncedUserRef.current = userId;
      },
      (error: unknown) => {
        if (cancelled) return;
        console.warn(`Could not load ${config.label} from the server`, error);
        syncedUserRef.current = userId;
      },
    );
    return () => {
      cancelled = true;
      cancelPendingSave();
    };
  }, [userId, config, queryClient, adoptIfChanged, pushToServer, cancelPendingSave]);

  // A change still waiting for the delay is sent as the page goes away.
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
      if (event.key === config.storageKey) adoptIfChanged(config.load());
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, [config, adoptIfChanged]);

  const commit = useCallback(
    (next: T) => {
      adopt(next);
      config.save(next);
      if (userIdRef.current !== null) config.unsynced.mark(userIdRef.current);
      const forUser = syncedUserRef.current;
      if (forUser === null) return;
      cancelPendingSave();
      const run = (options?: { keepalive?: boolean }) => {
        pendingSaveRef.current = null;
        pushToServer(forUser, next, options);
      };
      if (config.saveDelayMs <= 0) run();
      else pendingSaveRef.current = { timer: setTimeout(run, config.saveDelayMs), run };
    },
    [config, adopt, cancelPendingSave, pushToServer],
  );

  const latest = useCallback(() => valueRef.current, []);

  const flush = useCallback(() => {
    const pending = pendingSaveRef.current;
    if (!pending) return;
    clearTimeout(pending.timer);
    pending.run();
  }, []);

  return { value, latest, commit, flush };
}
