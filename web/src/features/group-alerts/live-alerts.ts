import type { GroupNotification } from "@common/group-alerts";
import type { QueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { notificationsQuery, unreadKey } from "./api";

/**
 * Alerts already announced in this tab, across its pages (session storage): a repeated event, or one replayed to
 * the next page's stream because it came just before that page loaded (decision 051), toasts once.
 */
export const ANNOUNCED_ALERTS_KEY = "prayer-journey:announced-alerts";
/** The most recent ids kept. */
const ANNOUNCED_KEPT = 200;
let announced: Set<number> | null = null;

function announcedAlerts(): Set<number> {
  if (announced) return announced;
  announced = new Set();
  try {
    const ids: unknown = JSON.parse(sessionStorage.getItem(ANNOUNCED_ALERTS_KEY) ?? "[]");
    if (Array.isArray(ids)) for (const id of ids) if (Number.isSafeInteger(id)) announced.add(id);
  } catch {
    // Storage off or unreadable: this page remembers on its own.
  }
  return announced;
}

function markAnnounced(id: number): void {
  const ids = announcedAlerts();
  ids.add(id);
  try {
    sessionStorage.setItem(ANNOUNCED_ALERTS_KEY, JSON.stringify([...ids].slice(-ANNOUNCED_KEPT)));
  } catch {
    // As above.
  }
}

/** Tests only: this page's memory forgotten, as on the next page of the tab. */
export function forgetAnnouncedInThisPage(): void {
  announced = null;
}

/**
 * A new alert while the app is open (issue 18 §3): on `group.notifications.changed`, the signed-in member's
 * list of that group is fetched (the live update has just made it stale) and, when the new alert is there
 * unread — it was sent to them, in the app — a toast says so. An urgent prayer call is a prominent toast that
 * stays until dismissed, with the caller's message and a link to the group's roster. The unread counts are
 * refetched by the same live update.
 */
export async function announceNewAlert(
  client: QueryClient,
  event: { type: string; [id: string]: unknown },
  open: (path: string) => void = (path) => window.location.assign(path),
): Promise<GroupNotification | null> {
  const { groupId, notificationId } = event;
  if (typeof groupId !== "number" || typeof notificationId !== "number" || announcedAlerts().has(notificationId)) {
    return null;
  }
  let items: GroupNotification[];
  try {
    items = await client.fetchQuery({ ...notificationsQuery(groupId), staleTime: 0 });
  } catch {
    return null;
  }
  void client.invalidateQueries({ queryKey: unreadKey });
  const item = items.find((candidate) => candidate.id === notificationId);
  if (!item || item.isRead || announcedAlerts().has(item.id)) return null;
  markAnnounced(item.id);
  if (item.type === "urgent_call") {
    const roster = `/groups/${groupId}/roster`;
    toast.error(item.title, {
      description: item.message,
      duration: Number.POSITIVE_INFINITY,
      closeButton: true,
      action: { label: "Open roster", onClick: () => open(roster) },
    });
  } else {
    toast(item.title, {
      description: item.message.length > 140 ? `${item.message.slice(0, 139)}…` : item.message,
      action: { label: "View", onClick: () => open(`/groups/${groupId}/alerts`) },
    });
  }
  return item;
}
