/**
 * Safe access to the browser's local storage. Private modes, quotas and disabled
 * storage make every call able to throw; failures are logged and ignored, and
 * reads then give null (spec §8).
 */
function storageArea(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch (error) {
    console.warn("Local storage is not available", error);
    return null;
  }
}

export function readStorage(key: string): string | null {
  try {
    return storageArea()?.getItem(key) ?? null;
  } catch (error) {
    console.warn(`Could not read "${key}" from local storage`, error);
    return null;
  }
}

export function writeStorage(key: string, value: string): boolean {
  try {
    const area = storageArea();
    if (!area) return false;
    area.setItem(key, value);
    return true;
  } catch (error) {
    console.warn(`Could not write "${key}" to local storage`, error);
    return false;
  }
}

export function removeStorage(key: string): void {
  try {
    storageArea()?.removeItem(key);
  } catch (error) {
    console.warn(`Could not remove "${key}" from local storage`, error);
  }
}

/** What a versioned value holds: the envelope every feature writes. */
export interface Versioned<T> {
  version: number;
  data: T;
}

export type VersionedRead =
  | { status: "missing" }
  | { status: "ok"; version: number; data: unknown }
  | { status: "unversioned"; data: unknown }
  | { status: "corrupt"; error: unknown };

/** Reads a JSON value written by `writeVersioned`; values from before versioning come back as "unversioned". */
export function readVersioned(key: string): VersionedRead {
  const raw = readStorage(key);
  if (raw === null) return { status: "missing" };
  try {
    const parsed: unknown = JSON.parse(raw);
    if (
      parsed !== null &&
      typeof parsed === "object" &&
      "version" in parsed &&
      typeof parsed.version === "number" &&
      "data" in parsed
    ) {
      return { status: "ok", version: parsed.version, data: parsed.data };
    }
    return { status: "unversioned", data: parsed };
  } catch (error) {
    return { status: "corrupt", error };
  }
}

export function writeVersioned<T>(key: string, version: number, data: T): boolean {
  const value: Versioned<T> = { version, data };
  return writeStorage(key, JSON.stringify(value));
}

function sessionArea(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch (error) {
    console.warn("Session storage is not available", error);
    return null;
  }
}

/** Like readStorage, for this tab's session storage (cleared when the session ends). */
export function readSessionStorage(key: string): string | null {
  try {
    return sessionArea()?.getItem(key) ?? null;
  } catch (error) {
    console.warn(`Could not read "${key}" from session storage`, error);
    return null;
  }
}

export function writeSessionStorage(key: string, value: string): void {
  try {
    sessionArea()?.setItem(key, value);
  } catch (error) {
    console.warn(`Could not write "${key}" to session storage`, error);
  }
}
