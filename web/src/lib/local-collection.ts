import { useSyncExternalStore } from "react";
import { readVersioned, writeVersioned } from "./storage";

/**
 * A list kept in the browser's local storage under one versioned key, for what a signed-out user
 * makes (prayers, strategies, sessions). Every change is written at once and every subscriber of the
 * same key (also in other tabs) sees it. Unreadable stored values are logged and start empty.
 */
export interface LocalCollection<T> {
  read(): readonly T[];
  write(items: readonly T[]): void;
  update(change: (items: readonly T[]) => readonly T[]): void;
  clear(): void;
  subscribe(listener: () => void): () => void;
}

const VERSION = 1;

export function createLocalCollection<T>(key: string, isItem: (value: unknown) => value is T): LocalCollection<T> {
  const listeners = new Set<() => void>();
  let cache: readonly T[] | null = null;

  function load(): readonly T[] {
    const stored = readVersioned(key);
    if (stored.status === "missing") return [];
    if (stored.status === "corrupt" || !Array.isArray(stored.data)) {
      console.warn(`Ignoring unreadable local data in "${key}"`);
      return [];
    }
    return stored.data.filter(isItem);
  }

  function notify() {
    for (const listener of listeners) listener();
  }

  const collection: LocalCollection<T> = {
    read() {
      cache ??= load();
      return cache;
    },
    write(items) {
      cache = [...items];
      writeVersioned(key, VERSION, cache);
      notify();
    },
    update(change) {
      collection.write(change(collection.read()));
    },
    clear() {
      collection.write([]);
    },
    subscribe(listener) {
      listeners.add(listener);
      const onStorage = (event: StorageEvent) => {
        if (event.key === key) {
          cache = null;
          listener();
        }
      };
      window.addEventListener("storage", onStorage);
      return () => {
        listeners.delete(listener);
        window.removeEventListener("storage", onStorage);
      };
    },
  };
  return collection;
}

export function useLocalCollection<T>(collection: LocalCollection<T>): readonly T[] {
  return useSyncExternalStore(collection.subscribe, collection.read, collection.read);
}

/** A client-made id that can never be mistaken for a server's numeric id (spec §4). */
export function localId(prefix = "local"): string {
  const random =
    typeof crypto !== "undefined" && "randomUUID" in crypto
      ? crypto.randomUUID()
      : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  return `${prefix}-${random}`;
}
