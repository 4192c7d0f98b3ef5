import { type StoredWatchSettings, StoredWatchSettingsSchema, type WatchSettings } from "@common/watch-settings";
import { apiRequest } from "@/lib/api-client";

export const watchSettingsKeys = {
  all: ["/api/watch-settings"] as const,
  forUser: (userId: number) => ["/api/watch-settings", userId] as const,
};

export async function getServerWatchSettings(): Promise<StoredWatchSettings> {
  return StoredWatchSettingsSchema.parse(await apiRequest("GET", "/api/watch-settings"));
}

export async function putServerWatchSettings(
  settings: WatchSettings,
  options: { keepalive?: boolean } = {},
): Promise<StoredWatchSettings> {
  return StoredWatchSettingsSchema.parse(await apiRequest("PUT", "/api/watch-settings", settings, options));
}
