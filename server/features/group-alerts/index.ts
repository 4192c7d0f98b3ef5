/**
 * The group alerts' public entry (issue 18 §3, decision 047): what other features may use
 * (server/boundaries.test.ts). The wall, joining and the roster tell a group's members through `notifyGroup`
 * inside their own transaction.
 */

export { type GroupAlertType, type NotifyGroupInput, notifyGroup, notifyNewMember, notifyNewPost } from "./notify";
