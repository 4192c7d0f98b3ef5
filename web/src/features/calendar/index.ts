/** The calendar feature's parts for routes to compose (issue 18 §1): the private feed's dialog, an event's calendar file. */

export { eventIcsHref } from "./api/calendar-api";
export { CalendarFeedButton, EventCalendarLink } from "./components/calendar-feed-button";
