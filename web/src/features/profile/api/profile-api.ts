import { type PrayerStats, PrayerStatsSchema } from "@common/achievements";
import {
  type ClearAccountDataResponse,
  type DeleteAccountInput,
  type UpdateUserInput,
  type User,
  UserSchema,
} from "@common/auth";
import { type EmailVerificationAnswer, EmailVerificationAnswerSchema } from "@common/email-verification";
import { mergePreferences, type Preferences, type StoredPreferences } from "@common/preferences";
import { isValidTimeZone } from "@common/time-zones";
import { queryOptions } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "@/lib/api-client";
import { deviceTimeZone as deviceZone } from "@/lib/device-time-zone";

/** The device's time zone, in which streak days are counted. */
export function deviceTimeZone(): string {
  const zone = deviceZone();
  return zone && isValidTimeZone(zone) ? zone : "UTC";
}

export const profileKeys = {
  /** Under the prayer-sessions feature's ["/api/prayer-sessions"] prefix: saving a session refreshes the stats. */
  stats: (timeZone: string) => ["/api/prayer-sessions", "stats", timeZone] as const,
  preferences: (userId: number) => ["/api/preferences", userId] as const,
  user: ["/api/user"] as const,
};

export const prayerStatsQueryOptions = (timeZone: string) =>
  queryOptions({
    queryKey: profileKeys.stats(timeZone),
    queryFn: async ({ signal }): Promise<PrayerStats> =>
      PrayerStatsSchema.parse(
        await apiRequest("GET", `/api/prayer-sessions/stats?timeZone=${encodeURIComponent(timeZone)}`, undefined, {
          signal,
        }),
      ),
    staleTime: 0,
  });

/** GET /api/preferences's answer as the app keeps it (also for the answer the server put in the page). */
export function normalise(stored: StoredPreferences | null): StoredPreferences {
  return { preferences: mergePreferences(stored?.preferences), updatedAt: stored?.updatedAt ?? null };
}

export async function getServerPreferences(): Promise<StoredPreferences> {
  return normalise(await apiRequest<StoredPreferences | null>("GET", "/api/preferences"));
}

export async function putServerPreferences(
  preferences: Preferences,
  options: { keepalive?: boolean } = {},
): Promise<StoredPreferences> {
  return normalise(await apiRequest<StoredPreferences | null>("PUT", "/api/preferences", preferences, options));
}

export async function updateUser(input: UpdateUserInput): Promise<User> {
  return UserSchema.parse(await apiRequest("PATCH", "/api/user", input));
}

export async function clearServerData(): Promise<ClearAccountDataResponse> {
  return apiRequest<ClearAccountDataResponse>("DELETE", "/api/account/data");
}

export async function deleteAccount(input: DeleteAccountInput): Promise<void> {
  await apiRequest("DELETE", "/api/account", input);
}

/** All the user's data from the server, as the JSON text to save. */
export async function exportAccountData(): Promise<string> {
  return JSON.stringify(await apiRequest("GET", "/api/account/export"), null, 2);
}

/** Mails the signed-in user a new link to verify their current address. */
export async function requestEmailVerification(): Promise<EmailVerificationAnswer> {
  return EmailVerificationAnswerSchema.parse(await apiRequest("POST", "/api/email-verification/request"));
}

/** Whether the server sends e-mail (GET /api/health), so the profile can say so instead of offering a link. */
export const mailStatusQueryOptions = queryOptions({
  queryKey: ["/api/health", "mail"] as const,
  queryFn: async ({ signal }) =>
    z.object({ mail: z.enum(["on", "off"]) }).parse(await apiRequest("GET", "/api/health", undefined, { signal })).mail,
  retry: false,
  refetchOnWindowFocus: false,
  staleTime: 5 * 60 * 1000,
});
