import { mergePreferences, type Preferences, type StoredPreferences } from "@common/preferences";
import type { AuthenticatedContext } from "../../context";
import { userPreferences } from "../../db/schema";
import { scope } from "../../platform/policy";

/** The saved preferences merged over the defaults (the defaults, with updatedAt null, before the first save). */
export async function getPreferences({ ctx }: { ctx: AuthenticatedContext }): Promise<StoredPreferences> {
  const [row] = await ctx.db
    .select()
    .from(userPreferences)
    .where(scope(ctx.user, "read", "preferences"))
    .limit(1);
  return row
    ? { preferences: mergePreferences(row.preferences), updatedAt: row.updatedAt.toISOString() }
    : { preferences: mergePreferences(null), updatedAt: null };
}

export async function savePreferences({
  ctx,
  input,
}: {
  ctx: AuthenticatedContext;
  input: Preferences;
}): Promise<StoredPreferences> {
  const updatedAt = new Date();
  const changed = { type: "preferences.changed", userId: ctx.user.id } as const;
  const [row] = await ctx.db
    .insert(userPreferences)
    .values({ userId: ctx.user.id, preferences: input, updatedAt })
    .onConflictDoUpdate({ target: userPreferences.userId, set: { preferences: input, updatedAt } })
    .returning({
      preferences: userPreferences.preferences,
      updatedAt: userPreferences.updatedAt,
      notified: ctx.events.notifySql(changed),
    });
  ctx.events.committed(ctx.db, [changed]);
  return { preferences: mergePreferences(row!.preferences), updatedAt: row!.updatedAt.toISOString() };
}
