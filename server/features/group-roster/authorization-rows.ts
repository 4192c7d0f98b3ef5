import { Temporal } from "temporal-polyfill";
import type { PlansRow } from "../../testing/group-matrix";
import { addDays, watchAt } from "./watch-time";

/**
 * This feature's endpoints in the group plans' authorization matrix (issue 18 §5). The world: `member`
 * keeps watch 4 every day and `target` watch 5 (group zone UTC); `member` asked for a substitute for watch 4
 * a week ahead and wrote a hand-over note today.
 */

const base = (w: { groupId: number }) => `/api/prayer-groups/${w.groupId}/roster`;

/**
 * An urgent call reaches the keepers of the watch running now, less the caller: who that is depends on
 * the hour (UTC) the matrix runs in, so the expected statuses are read when the row is checked.
 */
function urgentCallStatuses(): [number, number, number] {
  const running = watchAt(Temporal.Now.instant(), "UTC").watchNumber;
  const leader = running === 4 || running === 5 ? 201 : 409;
  const member = running === 5 ? 201 : 409;
  return [leader, member, 404];
}

export const ROWS: PlansRow[] = [
  {
    method: "GET",
    path: "/api/prayer-groups/{id}/roster",
    url: (w) => base(w),
    private: [200, 200, 404],
    public: [200, 200, 404],
  },
  {
    method: "PUT",
    path: "/api/prayer-groups/{id}/roster/commitments",
    url: (w) => `${base(w)}/commitments`,
    body: () => ({ watchNumber: 6, weekdays: [1, 3, 5] }),
    private: [200, 200, 404],
    public: [200, 200, 403],
  },
  {
    // Only `member` keeps watch 4: the leader has none of their own to remove.
    method: "DELETE",
    path: "/api/prayer-groups/{id}/roster/commitments/{watchNumber}",
    url: (w) => `${base(w)}/commitments/4`,
    private: [404, 204, 404],
    public: [404, 204, 404],
  },
  {
    // `member` keeps watch 4 on every day; the leader keeps nothing (409 notCommitted).
    method: "POST",
    path: "/api/prayer-groups/{id}/roster/substitutions",
    url: (w) => `${base(w)}/substitutions`,
    body: (w) => ({ watchNumber: 4, date: addDays(w.substitutionDate, -3), note: "Travelling" }),
    private: [409, 201, 404],
    public: [409, 201, 403],
  },
  {
    // `member` asked for it: they cannot take their own (409); the leader can.
    method: "POST",
    path: "/api/roster-substitutions/{substitutionId}/take",
    url: (w) => `/api/roster-substitutions/${w.substitutionId}/take`,
    private: [200, 409, 404],
    public: [200, 409, 404],
  },
  {
    // Nobody took it: only a taker gives a watch back.
    method: "POST",
    path: "/api/roster-substitutions/{substitutionId}/release",
    url: (w) => `/api/roster-substitutions/${w.substitutionId}/release`,
    private: [403, 403, 404],
    public: [403, 403, 404],
  },
  {
    method: "DELETE",
    path: "/api/roster-substitutions/{substitutionId}",
    url: (w) => `/api/roster-substitutions/${w.substitutionId}`,
    private: [204, 204, 404],
    public: [204, 204, 404],
  },
  {
    // Watch 5 a week ahead: `member` does not keep it (403); the leader may write for any watch, but not
    // for one that has not begun (409).
    method: "POST",
    path: "/api/prayer-groups/{id}/roster/handover-notes",
    url: (w) => `${base(w)}/handover-notes`,
    body: (w) => ({ watchNumber: 5, date: w.substitutionDate, note: "Keep praying for the hospital" }),
    private: [409, 403, 404],
    public: [409, 403, 403],
  },
  {
    method: "DELETE",
    path: "/api/handover-notes/{noteId}",
    url: (w) => `/api/handover-notes/${w.handoverNoteId}`,
    private: [204, 204, 404],
    public: [204, 204, 404],
  },
  {
    method: "POST",
    path: "/api/prayer-groups/{id}/roster/urgent-call",
    url: (w) => `${base(w)}/urgent-call`,
    body: () => ({ message: "Please pray for Anna now" }),
    get private() {
      return urgentCallStatuses();
    },
    get public(): [number, number, number] {
      const [leader, member] = urgentCallStatuses();
      return [leader, member, 403];
    },
  },
];
