import { z } from "zod";
import { readStorage, writeStorage } from "@/lib/storage";

/**
 * The account ids of strategies imported from this browser, by the local id they had before
 * (`local-…` → 42). A choice made under a local id (`?strategy=local-…`, a bookmark, a reload) still
 * finds its strategy after the import, and the room renames the choice to the account id.
 */
const KEY = "prayer-journey:prayer-strategies:imported-ids";
/** Enough for every import a browser makes; the oldest are forgotten first. */
const MAX_ENTRIES = 500;

const ImportedIdsSchema = z.record(z.string(), z.number().int().positive());

function readAll(): Record<string, number> {
  const raw = readStorage(KEY);
  if (raw === null) return {};
  try {
    const parsed = ImportedIdsSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

export function rememberImportedIds(ids: Readonly<Record<string, number>>): void {
  const entries = Object.entries({ ...readAll(), ...ids });
  writeStorage(KEY, JSON.stringify(Object.fromEntries(entries.slice(-MAX_ENTRIES))));
}

/** The account id a local id was imported as, if it was imported from this browser. */
export function importedIdOf(localId: string): number | undefined {
  return localId.startsWith("local-") ? readAll()[localId] : undefined;
}
