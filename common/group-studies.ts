import { z } from "zod";
import { formatCount } from "./format-count";
import { GroupTagsSchema } from "./groups";

/**
 * A group's shared studies (issue 18 §2; community spec §2, §3, §4, §5, §7; decision 046). The leader (the
 * spec's "group creator": leadership can be handed over, decision 035) adds, changes and removes study
 * materials; every member reads them and keeps their own progress and personal notes on each. Notes are
 * the member's alone; the leader sees each current member's status, never their notes. The spec's
 * `createdBy` and `userId` payload fields are accepted and ignored: the signed-in user acts.
 */

export const STUDY_TYPES = ["devotional", "bible_study", "resource", "video"] as const;
export type StudyType = (typeof STUDY_TYPES)[number];

export const STUDY_STATUSES = ["not_started", "in_progress", "completed"] as const;
export type StudyStatus = (typeof STUDY_STATUSES)[number];

/** Labels of the spec's screen. */
export const STUDY_TYPE_LABELS: Record<StudyType, string> = {
  devotional: "Devotional",
  bible_study: "Bible Study",
  resource: "Resource",
  video: "Video",
};
export const STUDY_STATUS_LABELS: Record<StudyStatus, string> = {
  not_started: "Not Started",
  in_progress: "In Progress",
  completed: "Completed",
};

export const STUDY_LIMITS = {
  titleMax: 200,
  descriptionMax: 2_000,
  contentMax: 20_000,
  urlMax: 2_000,
  notesMax: 5_000,
  /** Study materials one group may keep. */
  perGroupMax: 500,
} as const;

export const StudyMessages = {
  notFound: "No such study material.",
  titleRequired: "Please enter a title.",
  descriptionRequired: "Please enter a description.",
  titleTooLong: `A title has at most ${STUDY_LIMITS.titleMax} characters.`,
  descriptionTooLong: `A description has at most ${formatCount(STUDY_LIMITS.descriptionMax)} characters.`,
  contentTooLong: `The content has at most ${formatCount(STUDY_LIMITS.contentMax)} characters.`,
  notesTooLong: `Notes have at most ${formatCount(STUDY_LIMITS.notesMax)} characters.`,
  url: "A link must be a full web address starting with http:// or https://.",
  type: "type is one of devotional, bible_study, resource, video.",
  status: "status is one of not_started, in_progress, completed.",
  leaderOnly: "Only the group leader can add, change or remove study materials.",
  tooMany: `A group can keep up to ${STUDY_LIMITS.perGroupMax} study materials. Remove one to add another.`,
  nothingToChange: "Send at least one field to change.",
} as const;

/** Whether `url` is an absolute http: or https: address: the only links the app opens (no javascript:, data:…). */
export function isWebLink(url: string | null | undefined): url is string {
  if (!url) return false;
  try {
    const parsed = new URL(url);
    return (parsed.protocol === "http:" || parsed.protocol === "https:") && parsed.hostname !== "";
  } catch {
    return false;
  }
}

const id = (what: string) =>
  z.coerce
    .number({ error: `A ${what} id is a whole number.` })
    .int(`A ${what} id is a whole number.`)
    .min(1, `A ${what} id is a whole number.`)
    .max(2_147_483_647, `A ${what} id is a whole number.`);

export const StudyParamsSchema = z.object({ studyId: id("study") });

/** Ignored fields the spec's client sends (the signed-in user acts, never the id it names). */
const ignored = z.unknown().optional();

const title = z
  .string({ error: StudyMessages.titleRequired })
  .trim()
  .min(1, StudyMessages.titleRequired)
  .max(STUDY_LIMITS.titleMax, StudyMessages.titleTooLong);
const description = z
  .string({ error: StudyMessages.descriptionRequired })
  .trim()
  .min(1, StudyMessages.descriptionRequired)
  .max(STUDY_LIMITS.descriptionMax, StudyMessages.descriptionTooLong);
const content = z.string().trim().max(STUDY_LIMITS.contentMax, StudyMessages.contentTooLong);
const type = z.enum(STUDY_TYPES, { error: StudyMessages.type });
/** Optional: blank or null is no link; anything else must be an absolute http(s) address. */
const url = z
  .string()
  .max(STUDY_LIMITS.urlMax, StudyMessages.url)
  .nullable()
  .transform((value) => (value === null || value.trim() === "" ? null : value.trim()))
  .refine((value) => value === null || isWebLink(value), StudyMessages.url);

/** `POST /api/prayer-groups/{id}/studies`: title, description, content, type, url, tags (array), createdBy (ignored). */
export const CreateStudyInputSchema = z.object({
  title,
  description,
  content: content.optional().default(""),
  type: type.optional().default("devotional"),
  url: url.optional().transform((value) => value ?? null),
  tags: GroupTagsSchema.optional().default([]),
  createdBy: ignored,
});
export type CreateStudyInput = z.input<typeof CreateStudyInputSchema>;

/** `PATCH /api/study-materials/{studyId}` (the leader): any of the fields to change. */
export const UpdateStudyInputSchema = z
  .object({
    title: title.optional(),
    description: description.optional(),
    content: content.optional(),
    type: type.optional(),
    url: url.optional(),
    tags: GroupTagsSchema.optional(),
    createdBy: ignored,
  })
  .refine(
    (input) => Object.entries(input).some(([key, value]) => key !== "createdBy" && value !== undefined),
    StudyMessages.nothingToChange,
  );
export type UpdateStudyInput = z.input<typeof UpdateStudyInputSchema>;

/**
 * `POST /api/study-materials/{studyId}/progress`: userId (ignored: a member sets only their own), status,
 * notes. Without `notes` the saved notes are kept.
 */
export const SetStudyProgressInputSchema = z.object({
  status: z.enum(STUDY_STATUSES, { error: StudyMessages.status }),
  notes: z.string().max(STUDY_LIMITS.notesMax, StudyMessages.notesTooLong).optional(),
  userId: ignored,
});
export type SetStudyProgressInput = z.input<typeof SetStudyProgressInputSchema>;

/** A progress entry (community §3): userId, status, notes. No entry: not_started with empty notes. */
export const StudyProgressEntrySchema = z.object({
  userId: z.number().int(),
  status: z.enum(STUDY_STATUSES),
  notes: z.string(),
});
export type StudyProgressEntry = z.infer<typeof StudyProgressEntrySchema>;

/** How far the group's current members have come on a study. */
export const StudySummarySchema = z.object({
  notStarted: z.number().int(),
  inProgress: z.number().int(),
  completed: z.number().int(),
});
export type StudySummary = z.infer<typeof StudySummarySchema>;

/**
 * A study material (community §3) as a member sees it: the spec's fields, the author's name, and the
 * viewer's own progress (`progress` holds the viewer's entry only: notes are never shown to others,
 * `myProgress` the same for convenience), with the group's `summary` over its current members.
 */
export const StudyMaterialSchema = z.object({
  id: z.number().int(),
  groupId: z.number().int(),
  title: z.string(),
  description: z.string(),
  content: z.string(),
  type: z.enum(STUDY_TYPES),
  url: z.string().nullable(),
  tags: z.array(z.string()),
  /** Who added it (null once their account is gone). */
  createdBy: z.number().int().nullable(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  progress: z.array(StudyProgressEntrySchema),
  myProgress: z.object({ status: z.enum(STUDY_STATUSES), notes: z.string() }),
  summary: StudySummarySchema,
});
export type StudyMaterial = z.infer<typeof StudyMaterialSchema>;
export const StudyMaterialListSchema = z.array(StudyMaterialSchema);

/** `GET /api/study-materials/{studyId}/progress` (the leader): each current member's status, never their notes. */
export const StudyMemberProgressSchema = z.object({
  userId: z.number().int(),
  userName: z.string(),
  status: z.enum(STUDY_STATUSES),
  updatedAt: z.string().nullable(),
});
export type StudyMemberProgress = z.infer<typeof StudyMemberProgressSchema>;
export const StudyGroupProgressSchema = z.object({
  studyId: z.number().int(),
  summary: StudySummarySchema,
  members: z.array(StudyMemberProgressSchema),
});
export type StudyGroupProgress = z.infer<typeof StudyGroupProgressSchema>;

/** `POST /api/study-materials/{studyId}/progress`'s answer: the saved entry. */
export const SavedStudyProgressSchema = StudyProgressEntrySchema.extend({
  studyId: z.number().int(),
  updatedAt: z.string(),
});
export type SavedStudyProgress = z.infer<typeof SavedStudyProgressSchema>;
