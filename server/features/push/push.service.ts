import {
  PUSH_LIMITS,
  PushErrorMessages,
  type PushMessage,
  type PushSubscriptionInput,
  type PushTestResult,
  TEST_PUSH_BODY,
  TEST_PUSH_TITLE,
} from "@common/push";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { AuthenticatedContext } from "../../context";
import { pushSubscriptions, reminderDeliveries } from "../../db/schema";
import { Conflict, NotFound } from "../../errors";
import { scope } from "../../platform/policy";
import type { PushSender } from "../../platform/push";
import { lockUserForCappedWrite } from "../../user-quota";

/** The spec's test notification (core §8); a click opens the notification settings. */
export const TEST_PUSH_MESSAGE: PushMessage = {
  kind: "test",
  title: TEST_PUSH_TITLE,
  body: TEST_PUSH_BODY,
  url: "/?tab=notifications",
  tag: "test",
};

/**
 * Keeps this device's subscription for the signed-in user: one row per endpoint, so the same device
 * subscribing again updates its keys, and a device signed in to another account moves to this one (its
 * past reminder deliveries, the other account's, are forgotten). The account keeps at most
 * `PUSH_LIMITS.subscriptionsPerUserMax` devices: beyond it the least recently subscribed is dropped.
 */
export async function subscribe({
  ctx,
  input,
}: {
  ctx: AuthenticatedContext;
  input: PushSubscriptionInput;
}): Promise<{ endpoint: string }> {
  const userId = ctx.user.id;
  return ctx.events.transaction(ctx.db, async (tx, emit) => {
    emit({ type: "push.subscriptions.changed", userId });
    // Holds the account's row, so two subscriptions at once count each other for the cap.
    await lockUserForCappedWrite(tx, userId);
    const [previous] = await tx
      .select({ userId: pushSubscriptions.userId })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, input.endpoint))
      .for("update");
    const now = new Date();
    const keys = { p256dh: input.keys.p256dh, auth: input.keys.auth };
    const [row] = await tx
      .insert(pushSubscriptions)
      .values({ userId, endpoint: input.endpoint, ...keys, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { userId, ...keys, updatedAt: now } })
      .returning({ id: pushSubscriptions.id });
    if (previous && previous.userId !== userId) {
      await tx.delete(reminderDeliveries).where(eq(reminderDeliveries.subscriptionId, row!.id));
      emit({ type: "push.subscriptions.changed", userId: previous.userId });
    }
    const beyondCap = tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(scope(ctx.user, "write", "pushSubscription"))
      .orderBy(desc(pushSubscriptions.updatedAt), desc(pushSubscriptions.id))
      .offset(PUSH_LIMITS.subscriptionsPerUserMax);
    await tx.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, beyondCap));
    return { endpoint: input.endpoint };
  });
}

/** Forgets one of the signed-in user's devices; another account's endpoint is not found (404), never touched. */
export async function unsubscribe({ ctx, input }: { ctx: AuthenticatedContext; input: { endpoint: string } }) {
  const changed = { type: "push.subscriptions.changed", userId: ctx.user.id } as const;
  const deleted = await ctx.db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, input.endpoint), scope(ctx.user, "write", "pushSubscription")))
    .returning({ id: pushSubscriptions.id, notified: ctx.events.notifySql(changed) });
  if (deleted.length === 0) throw new NotFound("This device is not subscribed to notifications.");
  ctx.events.committed(ctx.db, [changed]);
}

/** Sends the test notification to each of the user's devices; 409 when none is subscribed. */
export async function sendTestPush({
  ctx,
  push,
}: {
  ctx: AuthenticatedContext;
  push: PushSender;
}): Promise<PushTestResult> {
  const [{ devices } = { devices: 0 }] = await ctx.db
    .select({ devices: sql<number>`count(*)::int` })
    .from(pushSubscriptions)
    .where(scope(ctx.user, "read", "pushSubscription"));
  if (devices === 0) throw new Conflict(PushErrorMessages.noDevice);
  const result = await push.sendToUser(ctx.db, ctx.user.id, TEST_PUSH_MESSAGE, { urgency: "high", ttlSeconds: 60 });
  return { sent: result.sent, removed: result.removed };
}
