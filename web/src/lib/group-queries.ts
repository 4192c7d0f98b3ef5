import { type PrayerGroup, PrayerGroupSchema } from "@common/groups";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "./api-client";
import { groupKeys } from "./group-keys";

/** The groups' query keys live in ./group-keys (no contract loaded with them: live updates need only the keys). */
export { groupKeys } from "./group-keys";

/** `GET /api/prayer-groups/{id}`: the group's card (name, time zone, the viewer's role). */
export const groupQuery = (groupId: number, enabled = true) =>
  queryOptions({
    queryKey: groupKeys.detail(groupId),
    queryFn: async ({ signal }): Promise<PrayerGroup> =>
      PrayerGroupSchema.parse(await apiRequest("GET", `/api/prayer-groups/${groupId}`, undefined, { signal })),
    enabled,
  });
