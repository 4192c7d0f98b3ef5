import { SessionSchema } from "@common/auth";
import { StoredWatchSettingsSchema } from "@common/watch-settings";
import type { QueryClient, QueryKey } from "@tanstack/react-query";
import { appearanceKeys, normalise as readAppearance } from "@/features/appearance/api/appearance-api";
import { authKeys } from "@/features/auth/api/queries";
import { profileKeys, normalise as readPreferences } from "@/features/profile/api/profile-api";
import { watchSettingsKeys } from "@/features/watches/api/watch-settings-api";
import { markAnsweredByPage } from "@/lib/page-answers";

/**
 * What the signed-in home's first screen reads from the API before it can show anything: who is signed in,
 * and the settings it is drawn with. The server renders the home from these answers and puts them in the page
 * (server/plugins/signed-in-home.ts, decision 053); the app starts from the same answers, so it asks nothing
 * before its first screen. Each answer is read as the app reads it from the API.
 */
const BOOT_QUERIES: ReadonlyArray<{
  path: string;
  key: (userId: number) => QueryKey;
  read: (answer: unknown) => unknown;
}> = [
  { path: "/api/watch-settings", key: watchSettingsKeys.forUser, read: (a) => StoredWatchSettingsSchema.parse(a) },
  { path: "/api/appearance", key: appearanceKeys.forUser, read: (a) => readAppearance(a as never) },
  { path: "/api/preferences", key: profileKeys.preferences, read: (a) => readPreferences(a as never) },
];

/** The API paths whose answers the server puts in the signed-in home's page, GET /api/session first. */
export const BOOT_PATHS: readonly string[] = ["/api/session", ...BOOT_QUERIES.map((query) => query.path)];

/** Where in the page's answers the server puts the instant (milliseconds) it drew the page at (decision 054). */
export const BOOT_NOW = "renderedAt";

/** Where the server puts the zone it drew the watches in: the device's, when it reported it, else its own. */
export const BOOT_ZONE = "renderedInZone";

/** Where the server says whether its page shows the Prayer Reminders card. */
export const BOOT_REMINDER_PROMPT = "renderedReminderPrompt";

/** The answers the server put in the page, by API path. */
export type BootAnswers = Record<string, unknown>;

/** The id of the page's `<script type="application/json">` holding the answers. */
export const BOOT_ELEMENT_ID = "pj-boot";

/**
 * Puts the answers into the query cache as if the app had asked for them; returns the signed-in user's id,
 * or null when the answers name nobody (then nothing is put). An answer that does not read as its contract
 * says is left out, and the app asks for it itself.
 */
export function seedBootQueries(client: QueryClient, answers: BootAnswers): number | null {
  const session = SessionSchema.safeParse(answers["/api/session"]);
  const user = session.success ? session.data.user : null;
  if (!user) return null;
  client.setQueryData(authKeys.user, user);
  for (const query of BOOT_QUERIES) {
    if (!(query.path in answers)) continue;
    try {
      const key = query.key(user.id);
      client.setQueryData(key, query.read(answers[query.path]));
      markAnsweredByPage(client, key);
    } catch (error) {
      console.warn(`The page's answer for ${query.path} was not used`, error);
    }
  }
  return user.id;
}

/** The answers in this page (once: the element is removed), or null when the page has none. */
export function takeBootAnswers(doc: Document = document): BootAnswers | null {
  const element = doc.getElementById(BOOT_ELEMENT_ID);
  if (!element) return null;
  element.remove();
  try {
    const answers: unknown = JSON.parse(element.textContent ?? "");
    return answers !== null && typeof answers === "object" && !Array.isArray(answers) ? (answers as BootAnswers) : null;
  } catch (error) {
    console.warn("The page's answers could not be read", error);
    return null;
  }
}
