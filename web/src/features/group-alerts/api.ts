import {
  type AlertSent,
  AlertSentSchema,
  type GroupNotification,
  GroupNotificationSchema,
  type NotificationSettings,
  type SendAlertInput,
  type StoredNotificationSettings,
  StoredNotificationSettingsSchema,
  type UnreadCounts,
  UnreadCountsSchema,
} from "@common/group-alerts";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "@/lib/api-client";
import { groupKeys, groupQuery } from "@/lib/group-queries";

/**
 * The group alerts' calls (issue 18 §3; community §7; decision 047). Every key hangs under
 * `groupKeys.notificationsAll`, which `group.notifications.changed` and `group.notifications.read` invalidate
 * live (`app/live-updates.tsx`): a new alert, or one read in another tab, refreshes the list and the badges.
 */

/** `GET /api/prayer-groups/{id}`: the group's name and my role there. */
export const alertsGroupQuery = (groupId: number) => groupQuery(groupId);

/** `GET /api/notifications/unread`: my unread alerts per group id. */
export const unreadKey = [...groupKeys.notificationsAll, "unread"] as const;
export const unreadCountsQuery = (enabled = true) =>
  queryOptions({
    queryKey: unreadKey,
    queryFn: async ({ signal }): Promise<UnreadCounts> =>
      UnreadCountsSchema.parse(await apiRequest("GET", "/api/notifications/unread", undefined, { signal })),
    enabled,
  });

/** `GET /api/prayer-groups/{id}/notifications` (members): my alerts, newest first. */
export const notificationsQuery = (groupId: number, enabled = true) =>
  queryOptions({
    queryKey: [...groupKeys.notifications(groupId), "list"] as const,
    queryFn: async ({ signal }): Promise<GroupNotification[]> =>
      z
        .array(GroupNotificationSchema)
        .parse(await apiRequest("GET", `/api/prayer-groups/${groupId}/notifications`, undefined, { signal })),
    enabled,
  });

/** `GET /api/notification-settings/{groupId}` (members): my settings for the group. */
export const notificationSettingsQuery = (groupId: number, enabled = true) =>
  queryOptions({
    queryKey: groupKeys.notificationSettings(groupId),
    queryFn: async ({ signal }): Promise<StoredNotificationSettings> =>
      StoredNotificationSettingsSchema.parse(
        await apiRequest("GET", `/api/notification-settings/${groupId}`, undefined, { signal }),
      ),
    enabled,
  });

/** A write to my alerts; whatever it answers, the list, the settings and the badges are refetched. */
function useAlertsWrite<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: groupKeys.notificationsAll,
    mutationFn,
    onSettled: () => client.invalidateQueries({ queryKey: groupKeys.notificationsAll }),
  });
}

/** `POST /api/prayer-groups/{id}/notifications`: the leader's alert to every member. */
export const useSendAlert = (groupId: number) =>
  useAlertsWrite(
    async (input: SendAlertInput): Promise<AlertSent> =>
      AlertSentSchema.parse(await apiRequest("POST", `/api/prayer-groups/${groupId}/notifications`, input)),
  );

/** `POST /api/notifications/{id}/read`. */
export const useMarkRead = () =>
  useAlertsWrite((notificationId: number) => apiRequest("POST", `/api/notifications/${notificationId}/read`));

/** `POST /api/prayer-groups/{id}/notifications/read-all`. */
export const useMarkAllRead = (groupId: number) =>
  useAlertsWrite(() => apiRequest("POST", `/api/prayer-groups/${groupId}/notifications/read-all`));

/** `POST /api/notification-settings/{groupId}`: saves exactly what is ticked. */
export const useSaveNotificationSettings = (groupId: number) =>
  useAlertsWrite(
    async (settings: NotificationSettings): Promise<StoredNotificationSettings> =>
      StoredNotificationSettingsSchema.parse(
        await apiRequest("POST", `/api/notification-settings/${groupId}`, settings),
      ),
  );
