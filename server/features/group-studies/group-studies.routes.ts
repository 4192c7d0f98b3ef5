import { ErrorEnvelopeSchema } from "@common/errors";
import {
  CreateStudyInputSchema,
  SavedStudyProgressSchema,
  SetStudyProgressInputSchema,
  StudyGroupProgressSchema,
  StudyMaterialListSchema,
  StudyMaterialSchema,
  StudyParamsSchema,
  UpdateStudyInputSchema,
} from "@common/group-studies";
import { GroupParamsSchema } from "@common/groups";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { authenticatedContextOf, requireUser } from "../../context";
import {
  createStudy,
  deleteStudy,
  groupProgress,
  listStudies,
  setStudyProgress,
  updateStudy,
} from "./group-studies.service";

const errors = { 400: ErrorEnvelopeSchema, 401: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema };
const leaderErrors = { ...errors, 403: ErrorEnvelopeSchema };
const tags = ["prayer groups"];

/**
 * A group's shared studies (issue 18 §2; community spec §7; decision 046). Members read and keep their own
 * progress; the leader adds, changes and removes studies and sees each member's status. Anyone else: 404.
 */
export const groupStudiesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/prayer-groups/:id/studies",
    {
      schema: {
        tags,
        summary:
          "A group's study materials, newest first, each with the caller's own progress and the group's summary (members)",
        params: GroupParamsSchema,
        response: { 200: StudyMaterialListSchema, ...errors },
      },
      preValidation: requireUser,
    },
    async (request) => listStudies({ ctx: authenticatedContextOf(request), input: { groupId: request.params.id } }),
  );

  app.post(
    "/api/prayer-groups/:id/studies",
    {
      schema: {
        tags,
        summary: "Share a study material with the group (the group leader; createdBy is ignored)",
        params: GroupParamsSchema,
        body: CreateStudyInputSchema,
        response: { 201: StudyMaterialSchema, ...leaderErrors, 409: ErrorEnvelopeSchema },
      },
      preValidation: requireUser,
    },
    async (request, reply) => {
      const study = await createStudy({
        ctx: authenticatedContextOf(request),
        input: { groupId: request.params.id, study: request.body },
      });
      return reply.code(201).send(study);
    },
  );

  app.patch(
    "/api/study-materials/:studyId",
    {
      schema: {
        tags,
        summary: "Change a study material (the group leader)",
        params: StudyParamsSchema,
        body: UpdateStudyInputSchema,
        response: { 200: StudyMaterialSchema, ...leaderErrors },
      },
      preValidation: requireUser,
    },
    async (request) =>
      updateStudy({
        ctx: authenticatedContextOf(request),
        input: { studyId: request.params.studyId, changes: request.body },
      }),
  );

  app.delete(
    "/api/study-materials/:studyId",
    {
      schema: {
        tags,
        summary: "Remove a study material and everyone's progress on it (the group leader)",
        params: StudyParamsSchema,
        response: { 204: z.null(), ...leaderErrors },
      },
      preValidation: requireUser,
    },
    async (request, reply) => {
      await deleteStudy({ ctx: authenticatedContextOf(request), input: { studyId: request.params.studyId } });
      return reply.code(204).send(null);
    },
  );

  app.get(
    "/api/study-materials/:studyId/progress",
    {
      schema: {
        tags,
        summary: "How far the group has come on a study: each current member's status, never their notes (the leader)",
        params: StudyParamsSchema,
        response: { 200: StudyGroupProgressSchema, ...leaderErrors },
      },
      preValidation: requireUser,
    },
    async (request) =>
      groupProgress({ ctx: authenticatedContextOf(request), input: { studyId: request.params.studyId } }),
  );

  app.post(
    "/api/study-materials/:studyId/progress",
    {
      schema: {
        tags,
        summary:
          "Save the caller's own status and personal notes on a study (a member; userId is ignored: nobody sets another's)",
        params: StudyParamsSchema,
        body: SetStudyProgressInputSchema,
        response: { 200: SavedStudyProgressSchema, ...errors },
      },
      preValidation: requireUser,
    },
    async (request) =>
      setStudyProgress({
        ctx: authenticatedContextOf(request),
        input: { studyId: request.params.studyId, progress: request.body },
      }),
  );
};
