import type { StoredWatchSettings, WatchSettings } from "@common/watch-settings";
import type { AuthenticatedContext } from "../../context";
import { userWatchSettings } from "../../db/schema";
import { scope } from "../../platform/policy";

export async function getWatchSettings({ ctx }: { ctx: AuthenticatedContext }): Promise<StoredWatchSettings> {
  const [row] = await ctx.db
    .select()
    .from(userWatchSettings)
    .where(scope(ctx.user, "read", "watchSettings"))
    .limit(1);
  return row
    ? { homeTimeZone: row.homeTimeZone, updatedAt: row.updatedAt.toISOString() }
    : { homeTimeZone: null, updatedAt: null };
}

export async function saveWatchSettings({
  ctx,
  input,
}: {
  ctx: AuthenticatedContext;
  input: WatchSettings;
}): Promise<StoredWatchSettings> {
  const updatedAt = new Date();
  const [row] = await ctx.db
    .insert(userWatchSettings)
    .values({ userId: ctx.user.id, homeTimeZone: input.homeTimeZone, updatedAt })
    .onConflictDoUpdate({ target: userWatchSettings.userId, set: { homeTimeZone: input.homeTimeZone, updatedAt } })
    .returning();
  return { homeTimeZone: row!.homeTimeZone, updatedAt: row!.updatedAt.toISOString() };
}
