import type { Translation } from "@common/bible";

/** Two spellings of one reference ("psalm 23" and "Psalm 23 ") name the same passage. */
export function sameReference(a: string, b: string): boolean {
  return normalizeReference(a) === normalizeReference(b);
}

export function normalizeReference(reference: string): string {
  return reference.trim().replace(/\s+/g, " ").toLowerCase();
}

export const TRANSLATION_NAMES: Record<Translation, string> = {
  KJV: "King James Version (KJV)",
  ESV: "English Standard Version (ESV)",
};
