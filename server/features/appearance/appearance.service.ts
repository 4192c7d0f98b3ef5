import type { AppearanceSettings, StoredAppearance } from "@common/appearance";
import type { AuthenticatedContext } from "../../context";
import { userAppearance } from "../../db/schema";
import { scope } from "../../platform/policy";

export async function getAppearance({ ctx }: { ctx: AuthenticatedContext }): Promise<StoredAppearance> {
  const [row] = await ctx.db
    .select()
    .from(userAppearance)
    .where(scope(ctx.user, "read", "appearance"))
    .limit(1);
  return row ? { settings: row.settings, updatedAt: row.updatedAt.toISOString() } : { settings: null, updatedAt: null };
}

export async function saveAppearance({
  ctx,
  input,
}: {
  ctx: AuthenticatedContext;
  input: AppearanceSettings;
}): Promise<StoredAppearance> {
  const updatedAt = new Date();
  const [row] = await ctx.db
    .insert(userAppearance)
    .values({ userId: ctx.user.id, settings: input, updatedAt })
    .onConflictDoUpdate({ target: userAppearance.userId, set: { settings: input, updatedAt } })
    .returning();
  return { settings: row!.settings, updatedAt: row!.updatedAt.toISOString() };
}
