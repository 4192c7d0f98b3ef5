import type { PlansRow } from "../../testing/group-matrix";

/**
 * This feature's endpoints in the group plans' authorization matrix (issue 18 §5). A member's alerts,
 * settings and read marks are their own inner rows: an outsider never finds them (404), public group or
 * not. Sending an alert is the leader's (a member 403; a stranger to a public group 403, to a private one
 * 404). The world's alert was sent by the leader to leader, member and target.
 */
export const ROWS: PlansRow[] = [
  {
    method: "GET",
    path: "/api/notification-settings/{groupId}",
    url: (w) => `/api/notification-settings/${w.groupId}`,
    private: [200, 200, 404],
    public: [200, 200, 404],
  },
  {
    method: "POST",
    path: "/api/notification-settings/{groupId}",
    url: (w) => `/api/notification-settings/${w.groupId}`,
    body: () => ({
      userId: 999,
      alertTypes: { all: false, prayerOnly: true, scheduleOnly: false },
      methods: { inApp: true, email: false, sms: false, push: true },
    }),
    private: [200, 200, 404],
    public: [200, 200, 404],
  },
  {
    method: "GET",
    path: "/api/prayer-groups/{id}/notifications",
    url: (w) => `/api/prayer-groups/${w.groupId}/notifications`,
    private: [200, 200, 404],
    public: [200, 200, 404],
  },
  {
    method: "POST",
    path: "/api/prayer-groups/{id}/notifications",
    url: (w) => `/api/prayer-groups/${w.groupId}/notifications`,
    body: () => ({ title: "Fast on Friday", message: "We fast together this Friday.", type: "admin_message" }),
    private: [201, 403, 404],
    public: [201, 403, 403],
  },
  {
    method: "POST",
    path: "/api/prayer-groups/{id}/notifications/read-all",
    url: (w) => `/api/prayer-groups/${w.groupId}/notifications/read-all`,
    private: [200, 200, 404],
    public: [200, 200, 404],
  },
  {
    method: "POST",
    path: "/api/notifications/{id}/read",
    url: (w) => `/api/notifications/${w.notificationId}/read`,
    body: () => ({ userId: 999 }),
    private: [204, 204, 404],
    public: [204, 204, 404],
  },
  {
    method: "GET",
    path: "/api/notifications/unread",
    url: () => "/api/notifications/unread",
    private: [200, 200, 200],
    public: [200, 200, 200],
  },
];
