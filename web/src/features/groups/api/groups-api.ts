import {
  type CreateGroupInput,
  type DiscoverGroupsQuery,
  GroupListSchema,
  type GroupSummary,
  type JoinGroupResult,
  JoinGroupResultSchema,
  type JoinRequest,
  JoinRequestSchema,
  type LatestPost,
  LatestPostSchema,
  type PrayerGroup,
  PrayerGroupSchema,
  type UpdateGroupInput,
} from "@common/groups";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "@/lib/api-client";
import { groupKeys } from "@/lib/group-queries";

const JoinRequestListSchema = z.array(JoinRequestSchema);
const LatestPostListSchema = z.array(LatestPostSchema);

/**
 * Presence (who prays now) changes without a change event, so the lists that show 'Live' are read again
 * every minute while the page is visible; TanStack Query pauses the interval in a background tab.
 */
const PRESENCE_REFRESH_MS = 60_000;

/** How many of my groups' newest posts the side column's 'Prayer Requests' shows. */
export const LATEST_POSTS_LIMIT = 5;

function discoverPath(query: DiscoverGroupsQuery): string {
  const params = new URLSearchParams();
  if (query.watch !== undefined) params.set("watch", String(query.watch));
  if (query.tag) params.set("tag", query.tag);
  if (query.q) params.set("q", query.q);
  if (query.limit !== undefined) params.set("limit", String(query.limit));
  const search = params.toString();
  return search ? `/api/prayer-groups?${search}` : "/api/prayer-groups";
}

/** `GET /api/prayer-groups/user`: my groups (signed in only). */
export const myGroupsQuery = (enabled = true) =>
  queryOptions({
    queryKey: groupKeys.mine,
    queryFn: async ({ signal }): Promise<GroupSummary[]> =>
      GroupListSchema.parse(await apiRequest("GET", "/api/prayer-groups/user", undefined, { signal })),
    enabled,
    refetchInterval: PRESENCE_REFRESH_MS,
  });

/** `GET /api/prayer-groups?watch=&tag=&q=`: public groups to discover. */
export const discoverGroupsQuery = (query: DiscoverGroupsQuery, enabled = true) =>
  queryOptions({
    queryKey: groupKeys.discover(query),
    queryFn: async ({ signal }): Promise<GroupSummary[]> =>
      GroupListSchema.parse(await apiRequest("GET", discoverPath(query), undefined, { signal })),
    enabled,
    refetchInterval: PRESENCE_REFRESH_MS,
  });

/** `GET /api/prayer-groups/{id}`: the group, with its members to members. */
export { groupQuery } from "@/lib/group-queries";

/** `GET /api/prayer-groups/{id}/join-requests` (leader). */
export const joinRequestsQuery = (groupId: number, enabled = true) =>
  queryOptions({
    queryKey: groupKeys.joinRequests(groupId),
    queryFn: async ({ signal }): Promise<JoinRequest[]> =>
      JoinRequestListSchema.parse(
        await apiRequest("GET", `/api/prayer-groups/${groupId}/join-requests`, undefined, { signal }),
      ),
    enabled,
  });

/** `GET /api/prayer-groups/user/posts`: the newest posts over all my groups. */
export const latestPostsQuery = (enabled = true) =>
  queryOptions({
    queryKey: groupKeys.latestPosts,
    queryFn: async ({ signal }): Promise<LatestPost[]> =>
      LatestPostListSchema.parse(
        await apiRequest("GET", `/api/prayer-groups/user/posts?limit=${LATEST_POSTS_LIMIT}`, undefined, { signal }),
      ),
    enabled,
  });

/** Every write refreshes the whole feature: lists, cards and details all show membership. */
function useInvalidateGroups() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: groupKeys.all });
}

export function useCreateGroup() {
  const invalidate = useInvalidateGroups();
  return useMutation({
    mutationFn: async (input: CreateGroupInput): Promise<PrayerGroup> =>
      PrayerGroupSchema.parse(await apiRequest("POST", "/api/prayer-groups", input)),
    onSuccess: invalidate,
  });
}

export function useUpdateGroup(groupId: number) {
  const invalidate = useInvalidateGroups();
  return useMutation({
    mutationFn: async (input: UpdateGroupInput): Promise<PrayerGroup> =>
      PrayerGroupSchema.parse(await apiRequest("PATCH", `/api/prayer-groups/${groupId}`, input)),
    onSuccess: invalidate,
  });
}

export function useDeleteGroup(groupId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await apiRequest("DELETE", `/api/prayer-groups/${groupId}`);
    },
    onSuccess: () => {
      client.removeQueries({ queryKey: groupKeys.detail(groupId) });
      return client.invalidateQueries({ queryKey: groupKeys.all });
    },
  });
}

export function useJoinGroup() {
  const invalidate = useInvalidateGroups();
  return useMutation({
    mutationFn: async (groupId: number): Promise<JoinGroupResult> =>
      JoinGroupResultSchema.parse(await apiRequest("POST", `/api/prayer-groups/${groupId}/join`, {})),
    onSuccess: invalidate,
  });
}

export function useCancelJoinRequest() {
  const invalidate = useInvalidateGroups();
  return useMutation({
    mutationFn: async (groupId: number) => {
      await apiRequest("DELETE", `/api/prayer-groups/${groupId}/join`);
    },
    onSuccess: invalidate,
  });
}

export function useLeaveGroup(groupId: number) {
  const invalidate = useInvalidateGroups();
  return useMutation({
    mutationFn: async () => {
      await apiRequest("POST", `/api/prayer-groups/${groupId}/leave`);
    },
    onSuccess: invalidate,
  });
}

export function useAnswerJoinRequest(groupId: number) {
  const invalidate = useInvalidateGroups();
  return useMutation({
    mutationFn: async ({ userId, answer }: { userId: number; answer: "approve" | "decline" }) => {
      await apiRequest("POST", `/api/prayer-groups/${groupId}/join-requests/${userId}/${answer}`);
    },
    onSuccess: invalidate,
  });
}

export function useRemoveMember(groupId: number) {
  const invalidate = useInvalidateGroups();
  return useMutation({
    mutationFn: async (userId: number) => {
      await apiRequest("DELETE", `/api/prayer-groups/${groupId}/members/${userId}`);
    },
    onSuccess: invalidate,
  });
}

export function useHandOverLeadership(groupId: number) {
  const invalidate = useInvalidateGroups();
  return useMutation({
    mutationFn: async (userId: number): Promise<PrayerGroup> =>
      PrayerGroupSchema.parse(await apiRequest("POST", `/api/prayer-groups/${groupId}/leader`, { userId })),
    onSuccess: invalidate,
  });
}
