import {
  type CreateStudyInput,
  type SavedStudyProgress,
  SavedStudyProgressSchema,
  type StudyGroupProgress,
  StudyGroupProgressSchema,
  type StudyMaterial,
  StudyMaterialListSchema,
  StudyMaterialSchema,
  type StudyStatus,
  type UpdateStudyInput,
} from "@common/group-studies";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { groupKeys, groupQuery } from "@/lib/group-queries";

/**
 * The shared studies' calls (issue 18 §2; community §7). Keys hang under `groupKeys.studies(groupId)`, which
 * `group.studies.changed` invalidates live (`app/live-updates.tsx`), so every open page follows the leader's
 * changes and, for the leader, the members' progress.
 */

/** `GET /api/prayer-groups/{id}`: the group's name and my role there. */
export const studiesGroupQuery = (groupId: number) => groupQuery(groupId);

/** `GET /api/prayer-groups/{id}/studies` (members): newest first, each with my progress and the group's summary. */
export const studiesQuery = (groupId: number, enabled = true) =>
  queryOptions({
    queryKey: groupKeys.studies(groupId),
    queryFn: async ({ signal }): Promise<StudyMaterial[]> =>
      StudyMaterialListSchema.parse(
        await apiRequest("GET", `/api/prayer-groups/${groupId}/studies`, undefined, { signal }),
      ),
    enabled,
  });

/** `GET /api/study-materials/{id}/progress` (the leader): each current member's status, never their notes. */
export const studyGroupProgressQuery = (groupId: number, studyId: number, enabled = true) =>
  queryOptions({
    queryKey: [...groupKeys.studies(groupId), "progress", studyId] as const,
    queryFn: async ({ signal }): Promise<StudyGroupProgress> =>
      StudyGroupProgressSchema.parse(
        await apiRequest("GET", `/api/study-materials/${studyId}/progress`, undefined, { signal }),
      ),
    enabled,
  });

/** A write to the studies; whatever it answers, the group's studies are read again afterwards. */
function useStudiesWrite<Input, Output>(groupId: number, mutationFn: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...groupKeys.studies(groupId), "write"],
    mutationFn,
    onSettled: () => client.invalidateQueries({ queryKey: groupKeys.studies(groupId) }),
  });
}

/** `POST /api/prayer-groups/{id}/studies` (the leader). */
export function useAddStudy(groupId: number) {
  return useStudiesWrite(groupId, async (input: CreateStudyInput) =>
    StudyMaterialSchema.parse(await apiRequest("POST", `/api/prayer-groups/${groupId}/studies`, input)),
  );
}

/** `PATCH /api/study-materials/{id}` (the leader). */
export function useUpdateStudy(groupId: number) {
  return useStudiesWrite(groupId, async ({ studyId, changes }: { studyId: number; changes: UpdateStudyInput }) =>
    StudyMaterialSchema.parse(await apiRequest("PATCH", `/api/study-materials/${studyId}`, changes)),
  );
}

/** `DELETE /api/study-materials/{id}` (the leader). */
export function useDeleteStudy(groupId: number) {
  return useStudiesWrite(groupId, async (studyId: number) => {
    await apiRequest("DELETE", `/api/study-materials/${studyId}`);
  });
}

/**
 * `POST /api/study-materials/{id}/progress`: my own status and notes. The list shows the saved entry at once
 * (the answer), then is read again.
 */
export function useSetProgress(groupId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...groupKeys.studies(groupId), "write"],
    mutationFn: async ({
      studyId,
      status,
      notes,
    }: {
      studyId: number;
      status: StudyStatus;
      notes: string;
    }): Promise<SavedStudyProgress> =>
      SavedStudyProgressSchema.parse(
        await apiRequest("POST", `/api/study-materials/${studyId}/progress`, { status, notes }),
      ),
    onSuccess: (saved) =>
      client.setQueryData<StudyMaterial[]>(groupKeys.studies(groupId), (studies) =>
        studies?.map((study) =>
          study.id === saved.studyId
            ? {
                ...study,
                myProgress: { status: saved.status, notes: saved.notes },
                progress: [{ userId: saved.userId, status: saved.status, notes: saved.notes }],
              }
            : study,
        ),
      ),
    onSettled: () => client.invalidateQueries({ queryKey: groupKeys.studies(groupId) }),
  });
}
