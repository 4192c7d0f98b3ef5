import type { AppearanceSettings, StoredAppearance } from "@common/appearance";
import { mergeAppearance } from "@common/appearance";
import { apiRequest } from "@/lib/api-client";

export const appearanceKeys = {
  all: ["/api/appearance"] as const,
  forUser: (userId: number) => ["/api/appearance", userId] as const,
};

/** GET /api/appearance's answer as the app keeps it (also for the answer the server put in the page). */
export function normalise(stored: StoredAppearance | null): StoredAppearance {
  return {
    settings: stored?.settings ? mergeAppearance(stored.settings) : null,
    updatedAt: stored?.updatedAt ?? null,
  };
}

export async function getServerAppearance(): Promise<StoredAppearance> {
  return normalise(await apiRequest<StoredAppearance | null>("GET", "/api/appearance"));
}

export async function putServerAppearance(
  settings: AppearanceSettings,
  options: { keepalive?: boolean } = {},
): Promise<StoredAppearance> {
  return normalise(await apiRequest<StoredAppearance | null>("PUT", "/api/appearance", settings, options));
}
