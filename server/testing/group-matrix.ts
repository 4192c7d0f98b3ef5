import type { HttpMethod } from "./test-app";

/**
 * The authorization matrix of a group's plans (issue 18 §5): each feature lists its endpoints in its own
 * `authorization-rows.ts`; `server/group-plans.authorization.test.ts` runs them all against a
 * fresh world per call and fails while an endpoint under the paths has no row.
 */

/** One group's world, fresh per call: a leader, a member and a target member, an outsider. */
export type PlansWorld = {
  groupId: number;
  /** A weekly event scheduled by `member`, first on `eventDate` (group zone UTC), at 06:00 for 60 minutes. */
  eventId: number;
  eventDate: string;
  /** A study added by the leader. */
  studyId: number;
  /** An admin_message by the leader, sent to leader, member and target. */
  notificationId: number;
  /**
   * `member` keeps watch 4 every day and `target` watch 5; an open substitute request by `member` for
   * watch 4 on `substitutionDate` (a week ahead).
   */
  substitutionId: number;
  substitutionDate: string;
  /** A hand-over note by `member`, written in watch 4 today (group dates are UTC here). */
  handoverNoteId: number;
};

export type PlansRole = "leader" | "member" | "outsider";

/** Expected statuses: [leader, member, outsider] on a private group, then on a public one; anonymous always 401. */
export type PlansRow = {
  method: HttpMethod;
  /** The OpenAPI path, e.g. "/api/prayer-groups/{id}/events". */
  path: string;
  url: (w: PlansWorld) => string;
  body?: (w: PlansWorld) => unknown;
  private: [number, number, number];
  public: [number, number, number];
};

/** Paths the plans' matrix answers for (the rest of /api/prayer-groups/{id} is issue 17's matrix). */
export const PLANS_PATH =
  /^\/api\/(prayer-groups\/\{id\}\/(events|studies|notifications|roster)|prayer-events\/|study-materials\/|notifications\/|notification-settings\/|roster-substitutions\/|handover-notes\/|calendar-feed)/;
