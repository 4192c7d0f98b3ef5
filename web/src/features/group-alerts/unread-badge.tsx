import { useQuery } from "@tanstack/react-query";
import { unreadCountsQuery } from "./api";

/**
 * The unread count of one group's alerts, for the 'Alerts' link of the group pages' nav (issue 18 §3): a red
 * badge when above 0, nothing otherwise. Live: `group.notifications.*` invalidate the counts.
 */
export function AlertsUnreadBadge({ groupId }: { groupId: number }) {
  const counts = useQuery(unreadCountsQuery());
  const count = counts.data?.[String(groupId)] ?? 0;
  if (count <= 0) return null;
  return (
    <span
      data-testid="alerts-unread-badge"
      className="ml-1 inline-flex min-w-5 items-center justify-center rounded-full bg-destructive px-1.5 text-xs leading-5 font-semibold text-destructive-foreground"
    >
      {count > 99 ? "99+" : count}
      <span className="sr-only"> unread</span>
    </span>
  );
}
