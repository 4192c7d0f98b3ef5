/**
 * The watch roster's public entry (issue 18 §4, decision 048): what other features may use
 * (server/boundaries.test.ts). The reminders read the watches a member keeps through it.
 */

export { type RosterReminderSource, rosterReminderSources } from "./reminder-sources";
export { type WatchOccurrence, watchStart } from "./watch-time";
