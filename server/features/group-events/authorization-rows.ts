import type { PlansRow } from "../../testing/group-matrix";

/**
 * This feature's endpoints in the group plans' authorization matrix (issue 18 §5). The world's event was
 * scheduled by `member`: it is theirs to change; the leader changes any; an outsider never sees it (404),
 * public group or not, as the wall's posts.
 */
export const ROWS: PlansRow[] = [
  {
    method: "GET",
    path: "/api/prayer-groups/{id}/events",
    url: (w) => `/api/prayer-groups/${w.groupId}/events`,
    private: [200, 200, 404],
    public: [200, 200, 404],
  },
  {
    method: "POST",
    path: "/api/prayer-groups/{id}/events",
    url: (w) => `/api/prayer-groups/${w.groupId}/events`,
    body: (w) => ({ title: "Evening watch", date: w.eventDate, time: "18:00", duration: 60, isRecurring: false }),
    private: [201, 201, 404],
    public: [201, 201, 404],
  },
  {
    method: "PATCH",
    path: "/api/prayer-events/{eventId}",
    url: (w) => `/api/prayer-events/${w.eventId}`,
    body: () => ({ title: "Dawn watch" }),
    private: [200, 200, 404],
    public: [200, 200, 404],
  },
  {
    method: "DELETE",
    path: "/api/prayer-events/{eventId}",
    url: (w) => `/api/prayer-events/${w.eventId}`,
    private: [204, 204, 404],
    public: [204, 204, 404],
  },
  {
    method: "POST",
    path: "/api/prayer-events/{eventId}/confirm",
    url: (w) => `/api/prayer-events/${w.eventId}/confirm`,
    body: (w) => ({ date: w.eventDate }),
    private: [200, 200, 404],
    public: [200, 200, 404],
  },
  {
    method: "DELETE",
    path: "/api/prayer-events/{eventId}/confirm",
    url: (w) => `/api/prayer-events/${w.eventId}/confirm?date=${w.eventDate}`,
    private: [200, 200, 404],
    public: [200, 200, 404],
  },
];
