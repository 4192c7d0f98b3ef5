import type { PlansRow } from "../../testing/group-matrix";

/**
 * This feature's endpoints in the group plans' authorization matrix (issue 18 §5). An event's calendar file
 * is its group's members'; the calendar feed is the caller's own, the same for every caller. The feed
 * itself (`/calendar/{token}.ics`, no cookie) is outside /api and tested in calendar.test.ts.
 */
export const ROWS: PlansRow[] = [
  {
    method: "GET",
    path: "/api/prayer-events/{eventId}/ics",
    url: (w) => `/api/prayer-events/${w.eventId}/ics`,
    private: [200, 200, 404],
    public: [200, 200, 404],
  },
  {
    method: "GET",
    path: "/api/calendar-feed",
    url: () => "/api/calendar-feed",
    private: [200, 200, 200],
    public: [200, 200, 200],
  },
  {
    method: "POST",
    path: "/api/calendar-feed",
    url: () => "/api/calendar-feed",
    private: [201, 201, 201],
    public: [201, 201, 201],
  },
  {
    method: "DELETE",
    path: "/api/calendar-feed",
    url: () => "/api/calendar-feed",
    private: [204, 204, 204],
    public: [204, 204, 204],
  },
];
