import { type ChatMessage, ChatMessageSchema, type ChatPage, ChatPageSchema } from "@common/groups";
import { type InfiniteData, infiniteQueryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { groupKeys } from "@/lib/group-queries";

const chatPath = (groupId: number) => `/api/prayer-groups/${groupId}/chat-messages`;

/**
 * A group's chat history (`GET /api/prayer-groups/{id}/chat-messages`): the first page is the newest,
 * each next page is older (`before=nextBefore`); within a page, oldest first. A live `group.chat.changed`
 * invalidates it, and TanStack Query refetches the loaded pages from the newest back.
 */
export function chatQueryOptions(groupId: number) {
  return infiniteQueryOptions({
    queryKey: groupKeys.chat(groupId),
    queryFn: async ({ pageParam, signal }): Promise<ChatPage> =>
      ChatPageSchema.parse(
        await apiRequest(
          "GET",
          pageParam === null ? chatPath(groupId) : `${chatPath(groupId)}?before=${pageParam}`,
          undefined,
          { signal },
        ),
      ),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.nextBefore,
  });
}

/** Every message loaded, oldest first (pages come newest first). */
export function messagesOf(data: InfiniteData<ChatPage> | undefined): ChatMessage[] {
  if (!data) return [];
  return data.pages.toReversed().flatMap((page) => page.messages);
}

/**
 * `POST /api/prayer-groups/{id}/chat-messages`. The sent line joins the newest page at once; the key makes a
 * live refetch of this chat wait until the send has settled (`app/live-updates.tsx`).
 */
export function useSendChatMessage(groupId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...groupKeys.chat(groupId), "send"],
    mutationFn: async (message: string) =>
      ChatMessageSchema.parse(await apiRequest("POST", chatPath(groupId), { message })),
    onSuccess: (sent) => {
      client.setQueryData<InfiniteData<ChatPage>>(groupKeys.chat(groupId), (data) => {
        if (!data || data.pages.some((page) => page.messages.some((line) => line.id === sent.id))) return data;
        const [newest, ...older] = data.pages;
        if (!newest) return data;
        return { ...data, pages: [{ ...newest, messages: [...newest.messages, sent] }, ...older] };
      });
    },
  });
}
