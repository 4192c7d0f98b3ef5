/**
 * The group schedule's public entry (issue 18 §1, decision 044): what other features may use
 * (server/boundaries.test.ts). Group cards read when each group next prays together; calendars and alerts
 * read occurrences.
 */

export { nextStartsByGroup } from "./group-events.service";
export {
  type EventTiming,
  nextOccurrence,
  type Occurrence,
  occurrenceOn,
  occurrencesBetween,
  recurrenceRule,
} from "./occurrences";
