/**
 * The groups feature's public entry (issue 17): what other features may use (server/boundaries.test.ts).
 * The wall and chat (posts.*, chat.*) and the invitations use these for membership.
 */

export { releaseGroupsOf } from "./groups.service";
export {
  addSystemLine,
  displayNameOf,
  displayNameSql,
  joinGroupAs,
  lockForJoining,
  memberRole,
} from "./membership";
