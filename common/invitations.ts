import { z } from "zod";
import { GroupIdSchema } from "./groups";

/**
 * Invitations (issue 17 §3; community spec §5, §7, §8): a single-use link mailed to an address (to a group,
 * or to the app), and a group's shareable link that its leader turns on, rotates or turns off. Both open
 * `/invite/{token}`; the token's prefix tells them apart.
 */

export const INVITATION_LIMITS = {
  /** How long a mailed link works. */
  validDays: 14,
  /** Invitations one user may send in an hour (429 beyond). */
  perUserPerHour: 20,
  /** Mails to one address for one group (or, without a group, from one user) in a day. */
  perAddressPerDay: 1,
  emailMax: 254,
  /** A token as mailed or shared (prefix + 43 base64url characters); anything longer is not one. */
  tokenMax: 100,
} as const;

/** A mailed invitation's token starts with this; a group's shareable link's with `LINK_TOKEN_PREFIX`. */
export const EMAIL_TOKEN_PREFIX = "i_";
export const LINK_TOKEN_PREFIX = "g_";

/** The "simple form" of an address the spec checks (community §5): something@something.something. */
export const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Texts of the spec (community §5, §8) and the server's own. */
export const InvitationMessages = {
  emptyTitle: "Error",
  empty: "Please enter an email address",
  emptyGroup: "Please enter an email address first",
  invalidTitle: "Invalid Email",
  invalid: "Please enter a valid email address",
  failedTitle: "Failed to Send",
  failedFallback: "Unable to send invitation email",
  networkTitle: "Error",
  network: "Unable to send invitation. Please try again.",
  sentTitle: "Invitation Sent",
  sent: (email: string) => `We e-mailed an invitation to ${email}.`,
  tooMany: `You can send up to ${INVITATION_LIMITS.perUserPerHour} invitations an hour. Please try again later.`,
  alreadyInvited: "That address was already invited to this group today. Please try again tomorrow.",
  alreadyInvitedApp: "You already invited that address today. Please try again tomorrow.",
  mailOff:
    "Invitations by e-mail are not available: this server does not send e-mail. Share the group's invitation link instead.",
  unknown: "This invitation link is not valid. Please check the link, or ask for a new invitation.",
  expired: "This invitation has expired. Please ask for a new one.",
  used: "This invitation has already been used. Please ask for a new one if you still need it.",
  linkOff: "This invitation link has been turned off or replaced. Please ask the group leader for the current link.",
  groupFull: "This group is full.",
} as const;

/**
 * `POST /api/invitations/send` (community §7): email, groupName, inviterName, plus groupId for a group invite.
 * The group's name and the inviter's name in the mail come from the server: `groupName` and `inviterName` are
 * accepted and ignored.
 */
export const SendInvitationInputSchema = z.object({
  email: z
    .string({ error: InvitationMessages.empty })
    .trim()
    // One message, the first that applies: an empty address is not also called malformed.
    .min(1, { error: InvitationMessages.empty, abort: true })
    .max(INVITATION_LIMITS.emailMax, { error: InvitationMessages.invalid, abort: true })
    .regex(SIMPLE_EMAIL, InvitationMessages.invalid),
  groupId: GroupIdSchema.nullish(),
  groupName: z.string().max(500).nullish(),
  inviterName: z.string().max(500).nullish(),
});
export type SendInvitationInput = z.input<typeof SendInvitationInputSchema>;

export const SendInvitationResultSchema = z.object({ message: z.string(), email: z.string() });
export type SendInvitationResult = z.infer<typeof SendInvitationResultSchema>;

/** Error answers of `POST /api/invitations/send`: the usual envelope plus `error` (the spec's client reads it). */
export const InvitationErrorSchema = z.object({
  message: z.string(),
  error: z.string().optional(),
  code: z.string().optional(),
  details: z.unknown().optional(),
});

export const InvitationTokenSchema = z
  .string({ error: InvitationMessages.unknown })
  .trim()
  .min(1, InvitationMessages.unknown)
  .max(INVITATION_LIMITS.tokenMax, InvitationMessages.unknown);
export const InvitationTokenParamsSchema = z.object({ token: InvitationTokenSchema });

export const INVITATION_STATUSES = ["valid", "expired", "used", "unknown"] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/**
 * `GET /api/invitations/{token}`: what the invitee's page shows. Only the group's name, the inviter's display
 * name and whether the link still works; never an address.
 */
export const InvitationPreviewSchema = z.object({
  /** 'email': a mailed single-use link; 'link': a group's shareable link. */
  kind: z.enum(["email", "link"]).nullable(),
  status: z.enum(INVITATION_STATUSES),
  /** The group it invites to; null for an invitation to the app (or an unknown link). */
  groupName: z.string().nullable(),
  /** Who invited (for a shareable link, the group's leader). */
  inviterName: z.string().nullable(),
  /** The signed-in caller is already in that group (then the page offers to open it). */
  alreadyMember: z.boolean(),
  /** The group's id, to members only (to open it). */
  groupId: z.number().int().nullable(),
});
export type InvitationPreview = z.infer<typeof InvitationPreviewSchema>;

/** `POST /api/invitations/accept`. */
export const AcceptInvitationInputSchema = z.object({ token: InvitationTokenSchema });
export const AcceptInvitationResultSchema = z.object({
  /** The group joined (or already belonged to); null for an invitation to the app. */
  groupId: z.number().int().nullable(),
  status: z.enum(["joined", "already-member", "welcome"]),
});
export type AcceptInvitationResult = z.infer<typeof AcceptInvitationResultSchema>;

/** `GET|POST|DELETE /api/prayer-groups/{id}/invite-link`: the group's shareable link, or null while it is off. */
export const InviteLinkSchema = z.object({
  url: z.string().nullable(),
  /** The caller leads the group, so may turn the link on, make a new one or turn it off. */
  canManage: z.boolean(),
});
export type InviteLink = z.infer<typeof InviteLinkSchema>;

/** The page a token opens (relative to the app's address). */
export const invitePath = (token: string) => `/invite/${encodeURIComponent(token)}`;
