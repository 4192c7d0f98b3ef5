export { GroupAlerts, type GroupAlertsProps } from "./group-alerts";
export { announceNewAlert } from "./live-alerts";
export { AlertsUnreadBadge } from "./unread-badge";
