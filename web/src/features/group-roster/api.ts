import {
  type CommitmentInput,
  type HandoverInput,
  type Roster,
  RosterSchema,
  type Substitution,
  type SubstitutionInput,
  SubstitutionSchema,
  type UrgentCallInput,
  type UrgentCallResult,
  UrgentCallResultSchema,
} from "@common/group-roster";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { groupKeys } from "@/lib/group-queries";

/**
 * `GET /api/prayer-groups/{id}/roster?weekOf=` (issue 18 §4, decision 050). Every week shown hangs under
 * `groupKeys.roster(groupId)`, so `group.roster.changed` (app/live-updates.tsx) refreshes them all.
 */
export const rosterQuery = (groupId: number, weekOf: string | null) =>
  queryOptions({
    queryKey: [...groupKeys.roster(groupId), weekOf ?? "this-week"] as const,
    queryFn: async ({ signal }): Promise<Roster> => {
      const query = weekOf ? `?${new URLSearchParams({ weekOf })}` : "";
      return RosterSchema.parse(
        await apiRequest("GET", `/api/prayer-groups/${groupId}/roster${query}`, undefined, { signal }),
      );
    },
  });

/** A write to the roster; whatever it answers, every shown week is refetched afterwards. */
function useRosterWrite<Input, Output>(groupId: number, mutationFn: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => client.invalidateQueries({ queryKey: groupKeys.roster(groupId) }),
  });
}

/** `PUT /api/prayer-groups/{id}/roster/commitments`: keep a watch on these weekdays (replaces its days). */
export const useKeepWatch = (groupId: number) =>
  useRosterWrite(groupId, (input: CommitmentInput) =>
    apiRequest("PUT", `/api/prayer-groups/${groupId}/roster/commitments`, input),
  );

/**
 * `DELETE /api/prayer-groups/{id}/roster/commitments/{watchNumber}`: stop keeping a watch; the leader may
 * name a member (`?userId=`).
 */
export const useRemoveWatch = (groupId: number) =>
  useRosterWrite(groupId, ({ watchNumber, userId }: { watchNumber: number; userId?: number }) =>
    apiRequest(
      "DELETE",
      `/api/prayer-groups/${groupId}/roster/commitments/${watchNumber}${userId === undefined ? "" : `?${new URLSearchParams({ userId: String(userId) })}`}`,
    ),
  );

/** `POST /api/prayer-groups/{id}/roster/substitutions`: ask for a substitute for one watch on one date. */
export const useAskSubstitute = (groupId: number) =>
  useRosterWrite(
    groupId,
    async (input: SubstitutionInput): Promise<Substitution> =>
      SubstitutionSchema.parse(await apiRequest("POST", `/api/prayer-groups/${groupId}/roster/substitutions`, input)),
  );

/** `POST /api/roster-substitutions/{id}/take`: cover another member's watch. */
export const useTakeSubstitution = (groupId: number) =>
  useRosterWrite(groupId, (substitutionId: number) =>
    apiRequest("POST", `/api/roster-substitutions/${substitutionId}/take`),
  );

/** `POST /api/roster-substitutions/{id}/release`: the member who took a watch gives it back. */
export const useReleaseSubstitution = (groupId: number) =>
  useRosterWrite(groupId, (substitutionId: number) =>
    apiRequest("POST", `/api/roster-substitutions/${substitutionId}/release`),
  );

/** `DELETE /api/roster-substitutions/{id}`: the requester (or the leader) withdraws a request. */
export const useWithdrawSubstitution = (groupId: number) =>
  useRosterWrite(groupId, (substitutionId: number) =>
    apiRequest("DELETE", `/api/roster-substitutions/${substitutionId}`),
  );

/** `POST /api/prayer-groups/{id}/roster/handover-notes`: a note from this watch for the next one. */
export const useLeaveHandoverNote = (groupId: number) =>
  useRosterWrite(groupId, (input: HandoverInput) =>
    apiRequest("POST", `/api/prayer-groups/${groupId}/roster/handover-notes`, input),
  );

/** `DELETE /api/handover-notes/{noteId}`: its author or the leader. */
export const useDeleteHandoverNote = (groupId: number) =>
  useRosterWrite(groupId, (noteId: number) => apiRequest("DELETE", `/api/handover-notes/${noteId}`));

/** `POST /api/prayer-groups/{id}/roster/urgent-call`: a short call to the keepers on watch now. */
export function useUrgentCall(groupId: number) {
  return useMutation({
    mutationFn: async (input: UrgentCallInput): Promise<UrgentCallResult> =>
      UrgentCallResultSchema.parse(await apiRequest("POST", `/api/prayer-groups/${groupId}/roster/urgent-call`, input)),
  });
}
