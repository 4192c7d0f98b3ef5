/** The reminders feature's public entry: what other features (and the bench) may use (server/boundaries.test.ts). */
export { REMINDER_TIMING, type ReminderSender, Reminders } from "./reminders.service";
export { findOccurrence, type ReminderOccurrence, reminderOccurrences, type StrategyReminderSource } from "./schedule";
