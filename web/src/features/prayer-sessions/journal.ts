import { getWatch, WATCH_NUMBERS } from "@common/watches";
import { addDays, localIsoDate } from "@/lib/dates";

/**
 * The Prayer Journal's pure parts (community spec §2, §9): one entry shape for saved, pending and
 * signed-out sessions, the filters, the weekly summary, the focus areas and the analytics series.
 */
/**
 * saved: on the server; pending: in the outbox, sent again later; refused: in the outbox, but the server
 * turned it down for good (it is not sent again, only deleted); local: kept in this browser, signed out.
 * Every status counts in the summary, the analytics and the exports: they are sessions prayed, whether
 * or not the account has them.
 */
export type JournalEntryStatus = "saved" | "pending" | "refused" | "local";

export interface JournalEntry {
  /** The server's id; saved entries only (what a delete is sent for). */
  id?: number;
  clientId: string;
  watchNumber: number;
  /** Minutes prayed. */
  duration: number;
  notes: string;
  voiceGuided: boolean;
  completedAt: string;
  status: JournalEntryStatus;
  /** Why the server refused the save (status "refused" only). */
  refusedReason?: string;
}

export interface JournalFilters {
  search: string;
  /** null: all watches. */
  watchNumber: number | null;
  /** Local calendar dates YYYY-MM-DD, inclusive; "" for no bound. */
  from: string;
  to: string;
  voiceGuidedOnly: boolean;
  /** 0 for no minimum. */
  minMinutes: number;
}

export const NO_FILTERS: JournalFilters = {
  search: "",
  watchNumber: null,
  from: "",
  to: "",
  voiceGuidedOnly: false,
  minMinutes: 0,
};

export function watchName(watchNumber: number): string {
  return getWatch(watchNumber)?.name ?? `Watch ${watchNumber}`;
}

/** The local calendar date a session was completed on. */
export function entryDate(entry: Pick<JournalEntry, "completedAt">): string {
  return localIsoDate(new Date(entry.completedAt));
}

export function newestFirst(entries: readonly JournalEntry[]): JournalEntry[] {
  return [...entries].sort((a, b) => Date.parse(b.completedAt) - Date.parse(a.completedAt));
}

/** Search matches the notes and the watch's name, ignoring case. */
export function filterEntries(entries: readonly JournalEntry[], filters: JournalFilters): JournalEntry[] {
  const needle = filters.search.trim().toLowerCase();
  return entries.filter((entry) => {
    if (filters.watchNumber !== null && entry.watchNumber !== filters.watchNumber) return false;
    if (filters.voiceGuidedOnly && !entry.voiceGuided) return false;
    if (filters.minMinutes > 0 && entry.duration < filters.minMinutes) return false;
    if (filters.from || filters.to) {
      const date = entryDate(entry);
      if (filters.from && date < filters.from) return false;
      if (filters.to && date > filters.to) return false;
    }
    if (needle) {
      const haystack = `${entry.notes}\n${watchName(entry.watchNumber)}`.toLowerCase();
      if (!haystack.includes(needle)) return false;
    }
    return true;
  });
}

/** Which advanced filters are on (the search box and watch buttons show their own state). */
export function activeAdvancedFilters(
  filters: JournalFilters,
): Array<{ key: "dates" | "voice" | "minutes"; label: string }> {
  const active: Array<{ key: "dates" | "voice" | "minutes"; label: string }> = [];
  if (filters.from && filters.to) active.push({ key: "dates", label: `${filters.from} to ${filters.to}` });
  else if (filters.from) active.push({ key: "dates", label: `From ${filters.from}` });
  else if (filters.to) active.push({ key: "dates", label: `Until ${filters.to}` });
  if (filters.voiceGuidedOnly) active.push({ key: "voice", label: "Voice-guided only" });
  if (filters.minMinutes > 0) active.push({ key: "minutes", label: `At least ${filters.minMinutes} min` });
  return active;
}

/** "2h 5m": total time as hours and minutes (community spec §9). */
export function formatHoursMinutes(totalMinutes: number): string {
  const minutes = Math.max(0, Math.round(totalMinutes));
  return `${Math.floor(minutes / 60)}h ${minutes % 60}m`;
}

/** This week: Sunday to Saturday in local time, like the group schedule's week view (community spec §9). */
export function weekRange(now: Date): { start: string; end: string } {
  const today = localIsoDate(now);
  const start = addDays(today, -now.getDay());
  return { start, end: addDays(start, 6) };
}

export interface WeekSummary {
  sessions: number;
  minutes: number;
  totalTime: string;
}

export function weekSummary(entries: readonly JournalEntry[], now: Date): WeekSummary {
  const { start, end } = weekRange(now);
  const thisWeek = entries.filter((entry) => {
    const date = entryDate(entry);
    return date >= start && date <= end;
  });
  const minutes = thisWeek.reduce((sum, entry) => sum + entry.duration, 0);
  return { sessions: thisWeek.length, minutes, totalTime: formatHoursMinutes(minutes) };
}

export interface FocusArea {
  watchNumber: number;
  name: string;
  sessions: number;
  /** Share of all sessions, 0–100, rounded. */
  percent: number;
}

/** The watches prayed most, by share of sessions (top 5; ties by minutes, then watch order). */
export function focusAreas(entries: readonly JournalEntry[], limit = 5): FocusArea[] {
  if (entries.length === 0) return [];
  const counts = new Map<number, { sessions: number; minutes: number }>();
  for (const entry of entries) {
    const current = counts.get(entry.watchNumber) ?? { sessions: 0, minutes: 0 };
    counts.set(entry.watchNumber, { sessions: current.sessions + 1, minutes: current.minutes + entry.duration });
  }
  return [...counts.entries()]
    .sort(([aWatch, a], [bWatch, b]) => b.sessions - a.sessions || b.minutes - a.minutes || aWatch - bWatch)
    .slice(0, limit)
    .map(([watchNumber, { sessions }]) => ({
      watchNumber,
      name: watchName(watchNumber),
      sessions,
      percent: Math.round((sessions / entries.length) * 100),
    }));
}

export interface DayMinutes {
  date: string;
  /** "Nov 21". */
  label: string;
  minutes: number;
}

/** Minutes prayed on each of the last `days` local days, oldest first, today last. */
export function minutesPerDay(entries: readonly JournalEntry[], now: Date, days = 30): DayMinutes[] {
  const today = localIsoDate(now);
  const totals = new Map<string, number>();
  for (const entry of entries) {
    const date = entryDate(entry);
    totals.set(date, (totals.get(date) ?? 0) + entry.duration);
  }
  const label = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
  return Array.from({ length: days }, (_, index) => {
    const date = addDays(today, index - (days - 1));
    return { date, label: label.format(new Date(`${date}T00:00:00Z`)), minutes: totals.get(date) ?? 0 };
  });
}

export interface WatchMinutes {
  watchNumber: number;
  name: string;
  minutes: number;
  sessions: number;
}

/** Minutes and sessions for each of the eight watches, in watch order. */
export function minutesPerWatch(entries: readonly JournalEntry[]): WatchMinutes[] {
  return WATCH_NUMBERS.map((watchNumber) => {
    const mine = entries.filter((entry) => entry.watchNumber === watchNumber);
    return {
      watchNumber,
      name: watchName(watchNumber),
      minutes: mine.reduce((sum, entry) => sum + entry.duration, 0),
      sessions: mine.length,
    };
  });
}
