import {
  type CreatePostInput,
  JoinGroupResultSchema,
  type PostComment,
  PostCommentSchema,
  type PrayerPost,
  PrayerPostListSchema,
  PrayerPostSchema,
  type ReactionType,
} from "@common/groups";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { groupKeys } from "@/lib/group-queries";
import { toastSuccess } from "@/lib/toast";
import { groupQuery } from "../api/groups-api";

/** `GET /api/prayer-groups/{id}`: name, my role, and to members the members. */
export const wallGroupQuery = (groupId: number) => groupQuery(groupId);

/** `GET /api/prayer-groups/{id}/posts` (members): pinned first, then newest. */
export const groupPostsQuery = (groupId: number, enabled = true) =>
  queryOptions({
    queryKey: groupKeys.posts(groupId),
    queryFn: async ({ signal }): Promise<PrayerPost[]> =>
      PrayerPostListSchema.parse(await apiRequest("GET", `/api/prayer-groups/${groupId}/posts`, undefined, { signal })),
    enabled,
  });

/**
 * Every write to a wall carries this key, so a live refetch of the posts waits until this tab's own writes
 * have settled (`app/live-updates.tsx`) and never undoes an optimistic reaction half-way.
 */
const writeKey = (groupId: number) => [...groupKeys.posts(groupId), "write"] as const;

/** A write to the wall; whatever it answers, the posts are refetched afterwards. */
function useWallWrite<Input, Output>(
  groupId: number,
  mutationFn: (input: Input) => Promise<Output>,
  onSuccess?: (output: Output) => void,
) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: writeKey(groupId),
    mutationFn,
    onSuccess,
    onSettled: () => client.invalidateQueries({ queryKey: groupKeys.postsAll }),
  });
}

const replacePost = (posts: PrayerPost[] | undefined, saved: PrayerPost) =>
  posts?.map((post) => (post.id === saved.id ? saved : post));

export function useCreatePost(groupId: number) {
  const client = useQueryClient();
  return useWallWrite(
    groupId,
    async (input: CreatePostInput) =>
      PrayerPostSchema.parse(await apiRequest("POST", `/api/prayer-groups/${groupId}/posts`, input)),
    (created) =>
      client.setQueryData<PrayerPost[]>(groupKeys.posts(groupId), (posts) =>
        posts?.some((post) => post.id === created.id) ? posts : posts && [created, ...posts],
      ),
  );
}

export interface ReactInput {
  postId: number;
  reactionType: ReactionType;
}

/**
 * `POST /api/prayer-posts/{id}/react`: toggles my reaction. Optimistic (the press shows at once, and goes
 * back if the server refuses); the answer is the post as saved.
 */
export function useReactToPost(groupId: number, me: { id: number; name: string }) {
  const client = useQueryClient();
  const key = groupKeys.posts(groupId);
  return useMutation({
    mutationKey: writeKey(groupId),
    mutationFn: async ({ postId, reactionType }: ReactInput) =>
      PrayerPostSchema.parse(await apiRequest("POST", `/api/prayer-posts/${postId}/react`, { reactionType })),
    onMutate: async ({ postId, reactionType }) => {
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData<PrayerPost[]>(key);
      client.setQueryData<PrayerPost[]>(key, (posts) =>
        posts?.map((post) => {
          if (post.id !== postId) return post;
          const reactors = post.reactions[reactionType];
          const mine = reactors.some((reactor) => reactor.userId === me.id);
          const next = mine
            ? reactors.filter((reactor) => reactor.userId !== me.id)
            : [...reactors, { userId: me.id, userName: me.name }];
          return { ...post, reactions: { ...post.reactions, [reactionType]: next } };
        }),
      );
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) client.setQueryData(key, context.previous);
    },
    onSuccess: (saved) => client.setQueryData<PrayerPost[]>(key, (posts) => replacePost(posts, saved)),
    onSettled: () => client.invalidateQueries({ queryKey: groupKeys.postsAll }),
  });
}

export function useAddComment(groupId: number) {
  return useWallWrite(
    groupId,
    async ({ postId, content }: { postId: number; content: string }): Promise<PostComment> =>
      PostCommentSchema.parse(await apiRequest("POST", `/api/prayer-posts/${postId}/comments`, { content })),
  );
}

/** `POST /api/prayer-posts/{id}/pin {pinned}` (leader): `pinned: false` unpins. */
export function usePinPost(groupId: number) {
  const client = useQueryClient();
  return useWallWrite(
    groupId,
    async ({ postId, pinned }: { postId: number; pinned: boolean }) =>
      PrayerPostSchema.parse(await apiRequest("POST", `/api/prayer-posts/${postId}/pin`, { pinned })),
    (saved) => client.setQueryData<PrayerPost[]>(groupKeys.posts(groupId), (posts) => replacePost(posts, saved)),
  );
}

/** Said here, not by the button: the button's post is gone (and the button with it) once the wall refetches. */
export function useDeletePost(groupId: number) {
  return useWallWrite(
    groupId,
    async (postId: number) => {
      await apiRequest("DELETE", `/api/prayer-posts/${postId}`);
    },
    () => toastSuccess("Prayer Deleted"),
  );
}

export function useDeleteComment(groupId: number) {
  return useWallWrite(
    groupId,
    async (commentId: number) => {
      await apiRequest("DELETE", `/api/prayer-comments/${commentId}`);
    },
    () => toastSuccess("Comment Deleted"),
  );
}

/** `POST /api/prayer-groups/{id}/join`: a public group is joined at once. */
export function useJoinGroup(groupId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      JoinGroupResultSchema.parse(await apiRequest("POST", `/api/prayer-groups/${groupId}/join`, {})),
    // Said here: once joined, the wall replaces the Join card (and its button) at once.
    onSuccess: (result) => {
      if (result.status === "joined") toastSuccess("Joined Group Successfully!");
      else toastSuccess("Request Sent", "The group leader will decide on your request.");
      client.setQueryData(groupKeys.detail(groupId), result.group);
      void client.invalidateQueries({ queryKey: groupKeys.mine });
    },
  });
}
