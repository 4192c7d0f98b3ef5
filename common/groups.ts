import { z } from "zod";
import { formatCount } from "./format-count";
import { isValidTimeZone } from "./time-zones";

/**
 * Prayer groups (issue 17; community spec §2–§9, core spec §2–§6): groups on the server, shared by their
 * members, permissions enforced on the server. The spec's payloads are accepted as written, including the
 * `userId`, `createdBy` and `members` fields its client sends: they are ignored, the signed-in user acts.
 */

export const GROUP_ROLES = ["leader", "member"] as const;
export type GroupRole = (typeof GROUP_ROLES)[number];

export const REACTION_TYPES = ["pray", "heart", "fire"] as const;
export type ReactionType = (typeof REACTION_TYPES)[number];

export const CHAT_MESSAGE_TYPES = ["message", "prayer", "system"] as const;
export type ChatMessageType = (typeof CHAT_MESSAGE_TYPES)[number];

export const GROUP_LIMITS = {
  nameMax: 100,
  descriptionMax: 1_000,
  tagsMax: 10,
  tagMax: 30,
  /** Groups one user may lead. */
  ledPerUserMax: 20,
  /** Groups one user may belong to (leading included). */
  membershipsPerUserMax: 100,
  /** Members of one group. */
  membersPerGroupMax: 5_000,
  /** Join requests one user may have waiting. */
  joinRequestsPerUserMax: 50,
  postTitleMax: 200,
  postContentMax: 5_000,
  /** Posts one user may keep, over all their groups. */
  postsPerUserMax: 2_000,
  commentMax: 1_000,
  /** Comments one user may keep, over all posts. */
  commentsPerUserMax: 5_000,
  chatMessageMax: 1_000,
  /** A chat history page's largest size (and the default). */
  chatPageMax: 50,
  /** A group's chat keeps its newest messages; older ones are pruned. */
  chatHistoryMax: 5_000,
  /** Avatars on a group card (community spec §9): up to 4, then '+N'. */
  cardAvatars: 4,
  /** Discovery answers at most this many groups. */
  discoveryMax: 100,
} as const;

/** Texts of the spec (core §5, §8; community §5, §8), and the server's own. */
export const GroupMessages = {
  nameRequired: "Missing Group Name - Please enter a name for your prayer group.",
  notFound: "No such prayer group.",
  postNotFound: "No such prayer post.",
  commentNotFound: "No such comment.",
  notMember: "Only members of this group can do that.",
  leaderOnly: "Only the group leader can do that.",
  tooManyLed: `You can lead up to ${GROUP_LIMITS.ledPerUserMax} groups.`,
  tooManyMemberships: `You can belong to up to ${GROUP_LIMITS.membershipsPerUserMax} groups. Leave one to join another.`,
  groupFull: `This group has reached ${formatCount(GROUP_LIMITS.membersPerGroupMax)} members.`,
  tooManyJoinRequests: `You can have up to ${GROUP_LIMITS.joinRequestsPerUserMax} join requests waiting.`,
  leaderCannotLeave: "Hand over leadership to another member before you leave, or delete the group.",
  alreadyMember: "You are already a member of this group.",
  tooManyPosts: `You can keep up to ${formatCount(GROUP_LIMITS.postsPerUserMax)} group posts. Delete one to add another.`,
  tooManyComments: `You can keep up to ${formatCount(GROUP_LIMITS.commentsPerUserMax)} comments. Delete one to add another.`,
  titleRequired: "Please enter a title.",
  contentRequired: "Please enter your prayer.",
  commentRequired: "Please enter a comment.",
  messageRequired: "Please enter a message.",
  tag: `Up to ${GROUP_LIMITS.tagsMax} tags of at most ${GROUP_LIMITS.tagMax} characters each.`,
  timeZone: "Unknown time zone. Choose one from the list, e.g. Europe/London.",
  authorOrLeader: "Only its author or the group leader can remove this.",
  chatTooFast: "You are sending messages too quickly. Please wait a moment.",
} as const;

const id = (what: string) =>
  z.coerce
    .number({ error: `A ${what} id is a whole number.` })
    .int(`A ${what} id is a whole number.`)
    .min(1, `A ${what} id is a whole number.`)
    .max(2_147_483_647, `A ${what} id is a whole number.`);

export const GroupIdSchema = id("group");
export const GroupParamsSchema = z.object({ id: GroupIdSchema });
export const PostParamsSchema = z.object({ postId: id("post") });
export const CommentParamsSchema = z.object({ commentId: id("comment") });
export const GroupMemberParamsSchema = z.object({ id: GroupIdSchema, userId: id("user") });

/** Ignored fields the spec's client sends (the signed-in user acts, never the id it names). */
const ignored = z.unknown().optional();

/** Tags as a list: trimmed, empties dropped, each at most `tagMax`, at most `tagsMax`, duplicates dropped. */
export const GroupTagsSchema = z
  .array(z.string().max(200, GroupMessages.tag))
  .max(50, GroupMessages.tag)
  .transform((tags) => [...new Set(tags.map((tag) => tag.trim()).filter(Boolean))])
  .refine((tags) => tags.length <= GROUP_LIMITS.tagsMax && tags.every((tag) => tag.length <= GROUP_LIMITS.tagMax), {
    message: GroupMessages.tag,
  });

/** A comma-separated tags field (community §5): split, trimmed, empties dropped. */
export function splitTags(text: string): string[] {
  return text
    .split(",")
    .map((tag) => tag.trim())
    .filter(Boolean);
}

const timeZone = z.string().trim().min(1).max(64).refine(isValidTimeZone, GroupMessages.timeZone);
const watchNumber = z.number().int().min(1).max(8).nullable();

/** `POST /api/prayer-groups` (core §7): name, description, createdBy, members, isActive, isPublic, watchNumber, tags. */
export const CreateGroupInputSchema = z.object({
  name: z
    .string({ error: GroupMessages.nameRequired })
    .trim()
    .min(1, GroupMessages.nameRequired)
    .max(GROUP_LIMITS.nameMax, `A group name has at most ${GROUP_LIMITS.nameMax} characters.`),
  description: z
    .string()
    .trim()
    .max(GROUP_LIMITS.descriptionMax, `A description has at most ${GROUP_LIMITS.descriptionMax} characters.`)
    .optional()
    .default(""),
  isActive: z.boolean().optional().default(true),
  isPublic: z.boolean().optional().default(true),
  /** Also called `watch` by the spec's client; either is read. */
  watchNumber: watchNumber.optional(),
  watch: watchNumber.optional(),
  tags: GroupTagsSchema.optional().default([]),
  /** The group's home time zone; the creator's browser zone by default, else UTC. */
  timeZone: timeZone.optional(),
  createdBy: ignored,
  members: ignored,
  userId: ignored,
});
export type CreateGroupInput = z.input<typeof CreateGroupInputSchema>;

/** `PATCH /api/prayer-groups/{id}` (leader): any of the group's settings. */
export const UpdateGroupInputSchema = z
  .object({
    name: CreateGroupInputSchema.shape.name.optional(),
    description: z.string().trim().max(GROUP_LIMITS.descriptionMax).optional(),
    isActive: z.boolean().optional(),
    isPublic: z.boolean().optional(),
    watchNumber: watchNumber.optional(),
    tags: GroupTagsSchema.optional(),
    timeZone: timeZone.optional(),
    userId: ignored,
  })
  .refine((input) => Object.keys(input).some((key) => key !== "userId"), "Send at least one field to change.");
export type UpdateGroupInput = z.input<typeof UpdateGroupInputSchema>;

/** A member as others see them: a display name and initials for the avatar, never an e-mail. */
export const GroupMemberSchema = z.object({
  userId: z.number().int(),
  /** First and last name, or the username when none is set. */
  userName: z.string(),
  username: z.string(),
  initials: z.string(),
  role: z.enum(GROUP_ROLES),
  joinedAt: z.string(),
});
export type GroupMember = z.infer<typeof GroupMemberSchema>;

/** The group's fields every signed-in user who may see the group gets. */
const GroupCardFields = {
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** Who made the group (null once their account is gone). */
  createdBy: z.number().int().nullable(),
  /** The current leader (the creator until they hand over). */
  leaderId: z.number().int(),
  leaderName: z.string(),
  isActive: z.boolean(),
  isPublic: z.boolean(),
  watchNumber: z.number().int().nullable(),
  tags: z.array(z.string()),
  timeZone: z.string(),
  createdAt: z.string(),
  memberCount: z.number().int(),
  /** The signed-in user's role, or null when they are not a member. */
  myRole: z.enum(GROUP_ROLES).nullable(),
  /** The signed-in user asked to join and waits for the leader. */
  joinRequested: z.boolean(),
  /** Members praying now for the group's watch (never random; issue 17 §6). */
  prayingNow: z.number().int(),
  /** When the group next prays together (ISO), from its schedule, or null. */
  nextSessionAt: z.string().nullable(),
};

/** A group in a list (`GET /api/prayer-groups/user`, discovery): up to 4 members for the avatars. */
export const GroupSummarySchema = z.object({
  ...GroupCardFields,
  /** Up to `cardAvatars` members (leader first) for members; empty for others. */
  avatars: z.array(GroupMemberSchema),
});
export type GroupSummary = z.infer<typeof GroupSummarySchema>;

/** `GET /api/prayer-groups/{id}`: the card, and to members the members with roles. */
export const PrayerGroupSchema = z.object({
  ...GroupCardFields,
  /** The members' user ids (spec's field), to members only; [] for others. */
  members: z.array(z.number().int()),
  /** The members with names and roles, leader first, to members only; [] for others. */
  memberList: z.array(GroupMemberSchema),
  /** To the leader: how many join requests wait. 0 for others. */
  pendingRequests: z.number().int(),
});
export type PrayerGroup = z.infer<typeof PrayerGroupSchema>;

export const GroupListSchema = z.array(GroupSummarySchema);

/** `GET /api/prayer-groups?watch=&tag=&q=`: public groups to discover (and the caller's own that match). */
export const DiscoverGroupsQuerySchema = z.object({
  watch: z.coerce.number().int().min(1).max(8).optional(),
  tag: z.string().trim().max(GROUP_LIMITS.tagMax).optional(),
  q: z.string().trim().max(GROUP_LIMITS.nameMax).optional(),
  limit: z.coerce.number().int().min(1).max(GROUP_LIMITS.discoveryMax).optional(),
});
export type DiscoverGroupsQuery = z.infer<typeof DiscoverGroupsQuerySchema>;

/** `POST /api/prayer-groups/{id}/join` (spec payload: userId, ignored). */
export const JoinGroupInputSchema = z.object({ userId: ignored }).optional();
export const JoinGroupResultSchema = z.object({
  /** 'joined': a public group, joined at once. 'requested': a private group, the leader decides. */
  status: z.enum(["joined", "requested"]),
  group: PrayerGroupSchema,
});
export type JoinGroupResult = z.infer<typeof JoinGroupResultSchema>;

/** A join request, as the leader sees it. */
export const JoinRequestSchema = z.object({
  userId: z.number().int(),
  userName: z.string(),
  username: z.string(),
  initials: z.string(),
  createdAt: z.string(),
});
export type JoinRequest = z.infer<typeof JoinRequestSchema>;

/** `POST /api/prayer-groups/{id}/leader`: hand leadership to another member. */
export const HandOverInputSchema = z.object({ userId: id("user") });

/** A reacting user, as shown under a post. */
export const ReactorSchema = z.object({ userId: z.number().int(), userName: z.string() });

export const PostCommentSchema = z.object({
  id: z.number().int(),
  postId: z.number().int(),
  content: z.string(),
  userId: z.number().int(),
  userName: z.string(),
  createdAt: z.string(),
});
export type PostComment = z.infer<typeof PostCommentSchema>;

/** A prayer post (community §3): reactions {pray, heart, fire} each an array of users; comments oldest first. */
export const PrayerPostSchema = z.object({
  id: z.number().int(),
  groupId: z.number().int(),
  title: z.string(),
  content: z.string(),
  tags: z.array(z.string()),
  isPinned: z.boolean(),
  reactions: z.object({ pray: z.array(ReactorSchema), heart: z.array(ReactorSchema), fire: z.array(ReactorSchema) }),
  comments: z.array(PostCommentSchema),
  userId: z.number().int(),
  userName: z.string(),
  createdAt: z.string(),
});
export type PrayerPost = z.infer<typeof PrayerPostSchema>;
export const PrayerPostListSchema = z.array(PrayerPostSchema);
/** A post in the Groups tab's 'Prayer Requests' column (`GET /api/prayer-groups/user/posts`): with its group's name. */
export const LatestPostSchema = PrayerPostSchema.extend({ groupName: z.string() });
export type LatestPost = z.infer<typeof LatestPostSchema>;
/** `?limit=` of the latest posts: 5 by default, at most 20. */
export const LatestPostsQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(20).optional().default(5) });

/** `POST /api/prayer-groups/{id}/posts`: title, content, tags (array), userId (ignored). */
export const CreatePostInputSchema = z.object({
  title: z
    .string({ error: GroupMessages.titleRequired })
    .trim()
    .min(1, GroupMessages.titleRequired)
    .max(GROUP_LIMITS.postTitleMax, `A title has at most ${GROUP_LIMITS.postTitleMax} characters.`),
  content: z
    .string({ error: GroupMessages.contentRequired })
    .trim()
    .min(1, GroupMessages.contentRequired)
    .max(GROUP_LIMITS.postContentMax, `A prayer has at most ${formatCount(GROUP_LIMITS.postContentMax)} characters.`),
  tags: GroupTagsSchema.optional().default([]),
  userId: ignored,
});
export type CreatePostInput = z.input<typeof CreatePostInputSchema>;

/** `POST /api/prayer-posts/{postId}/react`: userId (ignored), reactionType. Pressing again takes it back. */
export const ReactInputSchema = z.object({
  reactionType: z.enum(REACTION_TYPES, { error: "reactionType is one of pray, heart, fire." }),
  userId: ignored,
});

/** `POST /api/prayer-posts/{postId}/comments`: userId (ignored), content. */
export const CommentInputSchema = z.object({
  content: z
    .string({ error: GroupMessages.commentRequired })
    .trim()
    .min(1, GroupMessages.commentRequired)
    .max(GROUP_LIMITS.commentMax, `A comment has at most ${GROUP_LIMITS.commentMax} characters.`),
  userId: ignored,
});

/** `POST /api/prayer-posts/{postId}/pin`: userId (ignored); `pinned: false` unpins (default true). */
export const PinInputSchema = z.object({ pinned: z.boolean().optional().default(true), userId: ignored }).optional();

/** A chat line (community §3): id, userId, userName, message, timestamp, type. */
export const ChatMessageSchema = z.object({
  id: z.number().int(),
  groupId: z.number().int(),
  /** The sender; for a system line, the member it is about (null once their account is gone). */
  userId: z.number().int().nullable(),
  userName: z.string(),
  message: z.string(),
  timestamp: z.string(),
  type: z.enum(CHAT_MESSAGE_TYPES),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

/** `GET /api/prayer-groups/{id}/chat-messages?before=&limit=`: a page, oldest first; `nextBefore` pages back. */
export const ChatQuerySchema = z.object({
  before: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional(),
  limit: z.coerce.number().int().min(1).max(GROUP_LIMITS.chatPageMax).optional(),
});
export const ChatPageSchema = z.object({
  messages: z.array(ChatMessageSchema),
  /** Pass as `before` for the older page; null when this page reaches the start. */
  nextBefore: z.number().int().nullable(),
});
export type ChatPage = z.infer<typeof ChatPageSchema>;

/** `POST /api/prayer-groups/{id}/chat-messages`. Typed 'prayer' by the server when it holds 🙏 or 'pray'. */
export const SendChatInputSchema = z.object({
  message: z
    .string({ error: GroupMessages.messageRequired })
    .trim()
    .min(1, GroupMessages.messageRequired)
    .max(GROUP_LIMITS.chatMessageMax, `A message has at most ${GROUP_LIMITS.chatMessageMax} characters.`),
  userId: ignored,
});

/** Community §4: a message is typed 'prayer' if it contains the prayer emoji or the word 'pray'. */
export function chatMessageType(message: string): "message" | "prayer" {
  return message.includes("🙏") || /pray/i.test(message) ? "prayer" : "message";
}

/** Initials for an avatar drawn from a name (no stock photos): 'Ruth Ade' → 'RA', 'watchman' → 'W'. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]![0], words.at(-1)![0]] : [words[0]?.[0] ?? "?"];
  return letters.join("").toUpperCase();
}

/** `PUT /api/prayer-presence`: I am praying now for this watch (renewed while the session runs). */
export const PrayerPresenceInputSchema = z.object({ watchNumber: z.number().int().min(1).max(8) });
/** How long a presence lasts without being renewed. */
export const PRAYER_PRESENCE_TTL_SECONDS = 120;
