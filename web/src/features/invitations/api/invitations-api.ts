import {
  type AcceptInvitationResult,
  AcceptInvitationResultSchema,
  type InvitationPreview,
  InvitationPreviewSchema,
  type InviteLink,
  InviteLinkSchema,
  type SendInvitationResult,
  SendInvitationResultSchema,
} from "@common/invitations";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "@/lib/api-client";

/**
 * The invitations feature's calls (issue 17 §3). Features do not import each other, so the groups feature's
 * keys are spelled here as it spells them (`groupKeys.all`, `groupKeys.inviteLink` in features/groups/api/keys.ts):
 * the live `group.changed` event then refreshes the shareable link for every member, and joining refreshes
 * the user's groups.
 */
const groupKeys = {
  all: ["groups"] as const,
  inviteLink: (groupId: number) => ["groups", "detail", groupId, "invite-link"] as const,
};

export const invitationKeys = {
  preview: (token: string) => ["invitations", "preview", token] as const,
  /** Shared with the auth feature's query of the same key: whether the server sends e-mail. */
  mailStatus: ["/api/health", "mail"] as const,
};

const MailStatusSchema = z.object({ mail: z.enum(["on", "off"]) });

export const mailStatusQueryOptions = queryOptions({
  queryKey: invitationKeys.mailStatus,
  queryFn: async ({ signal }) =>
    MailStatusSchema.parse(await apiRequest("GET", "/api/health", undefined, { signal })).mail,
  retry: false,
  refetchOnWindowFocus: false,
  staleTime: 5 * 60 * 1000,
});

/** True once the server has said it sends no e-mail (unknown while loading or when health fails). */
export function useMailOff(): boolean {
  return useQuery(mailStatusQueryOptions).data === "off";
}

export const invitationPreviewQueryOptions = (token: string) =>
  queryOptions({
    queryKey: invitationKeys.preview(token),
    queryFn: async ({ signal }): Promise<InvitationPreview> =>
      InvitationPreviewSchema.parse(
        await apiRequest("GET", `/api/invitations/${encodeURIComponent(token)}`, undefined, { signal }),
      ),
    retry: false,
  });

export const inviteLinkQueryOptions = (groupId: number) =>
  queryOptions({
    queryKey: groupKeys.inviteLink(groupId),
    queryFn: async ({ signal }): Promise<InviteLink> =>
      InviteLinkSchema.parse(
        await apiRequest("GET", `/api/prayer-groups/${groupId}/invite-link`, undefined, { signal }),
      ),
    retry: false,
  });

export type SendInvitationPayload = {
  email: string;
  groupName: string;
  inviterName: string;
  groupId?: number;
};

/** `POST /api/invitations/send` (community §7); the dialog shows the toasts. */
export function useSendInvitationMutation() {
  return useMutation({
    mutationFn: async (payload: SendInvitationPayload): Promise<SendInvitationResult> =>
      SendInvitationResultSchema.parse(await apiRequest("POST", "/api/invitations/send", payload)),
  });
}

/** Turns the group's shareable link on with a new code (the old one stops working), or off. */
export function useSetInviteLinkMutation(groupId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (on: boolean): Promise<InviteLink> =>
      InviteLinkSchema.parse(await apiRequest(on ? "POST" : "DELETE", `/api/prayer-groups/${groupId}/invite-link`)),
    onSuccess: (link) => client.setQueryData(groupKeys.inviteLink(groupId), link),
  });
}

/** `POST /api/invitations/accept`: joins the group; the user's groups are fetched again. */
export function useAcceptInvitationMutation(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<AcceptInvitationResult> =>
      AcceptInvitationResultSchema.parse(await apiRequest("POST", "/api/invitations/accept", { token })),
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: groupKeys.all }),
        client.invalidateQueries({ queryKey: invitationKeys.preview(token) }),
      ]);
    },
  });
}
