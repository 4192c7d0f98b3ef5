import { z } from "zod";
import { WATCH_CONTENT } from "./watch-content";

export const WATCH_NUMBERS = [1, 2, 3, 4, 5, 6, 7, 8] as const;
export type WatchNumber = (typeof WATCH_NUMBERS)[number];
export const WatchNumberSchema = z.coerce
  .number()
  .int()
  .refine((n): n is WatchNumber => n >= 1 && n <= 8, "Watch number must be between 1 and 8");

export type Scripture = { reference: string; text: string };
export type WatchType = "night" | "day";

/** The schedule as the spec's table gives it: times, types and both readings of the titles. */
type WatchSchedule = {
  number: WatchNumber;
  name: string;
  /** Spec §9 time column, e.g. "6 PM-9 PM". */
  timeRange: string;
  /** Local clock hours; endHour 24 is midnight. */
  startHour: number;
  endHour: number;
  watchType: WatchType;
  /** The watch guide's theme (first reading). */
  theme: string;
  /** The prayer room's title for this watch (second reading). */
  roomTitle: string;
  /** The shared short-name list: Evening … Afternoon. */
  shortName: string;
};

/** What intercessors read and pray for each watch. Written in watch-content.ts. */
export type WatchContent = {
  /** Display title, e.g. "The Evening Watch". */
  title: string;
  description: string;
  scripture: Scripture;
  /** References only (the guide shows them as a list; the Bible page opens them). */
  additionalScriptures: string[];
  purposes: string[];
  /** Thanksgiving prayer points. */
  prayerPoints: string[];
  focus: string;
  /** A lucide icon name, e.g. "Sunset". */
  icon: string;
  room: {
    purpose: string;
    watchmanRole: string;
    function: string;
    /** A CSS colour for the room's theme, e.g. "#e11d48". */
    color: string;
    keyScriptures: Scripture[];
  };
};

export type PrayerWatch = WatchSchedule & WatchContent;

// biome-ignore format: one watch per line, like the spec's table.
const SCHEDULE: readonly WatchSchedule[] = [
  { number: 1, name: "First Watch", timeRange: "6 PM-9 PM", startHour: 18, endHour: 21, watchType: "night", theme: "Healing and Reflection", roomTitle: "Healing and Reflection", shortName: "Evening" },
  { number: 2, name: "Second Watch", timeRange: "9 PM-12 AM", startHour: 21, endHour: 24, watchType: "night", theme: "Divine Visitation and Protection", roomTitle: "Intercession and Protection", shortName: "Night" },
  { number: 3, name: "Third Watch", timeRange: "12-3 AM", startHour: 0, endHour: 3, watchType: "night", theme: "Deliverance and Breakthrough", roomTitle: "Breakthrough and Warfare", shortName: "Midnight" },
  { number: 4, name: "Fourth Watch", timeRange: "3-6 AM", startHour: 3, endHour: 6, watchType: "night", theme: "Resurrection Power and Boldness", roomTitle: "Nations and Revival", shortName: "Dawn" },
  { number: 5, name: "Fifth Watch", timeRange: "6-9 AM", startHour: 6, endHour: 9, watchType: "day", theme: "Empowerment for Daily Mission", roomTitle: "Morning Glory", shortName: "Morning" },
  { number: 6, name: "Sixth Watch", timeRange: "9 AM-12 PM", startHour: 9, endHour: 12, watchType: "day", theme: "Marketplace Intercession", roomTitle: "Marketplace Ministry", shortName: "Mid-Morning" },
  { number: 7, name: "Seventh Watch", timeRange: "12-3 PM", startHour: 12, endHour: 15, watchType: "day", theme: "Dominion and Vision", roomTitle: "Family and Relationships", shortName: "Noon" },
  { number: 8, name: "Eighth Watch", timeRange: "3-6 PM", startHour: 15, endHour: 18, watchType: "day", theme: "Grace, Transition, and Power", roomTitle: "Harvest and Evangelism", shortName: "Afternoon" },
];

/** The eight watches, in order. One source for client and server. */
export const WATCHES: readonly PrayerWatch[] = SCHEDULE.map((schedule) => ({
  ...schedule,
  ...WATCH_CONTENT[schedule.number],
}));

export function getWatch(number: number): PrayerWatch | undefined {
  return WATCHES.find((watch) => watch.number === number);
}

export const NIGHT_WATCHES = WATCHES.filter((watch) => watch.watchType === "night");
export const DAY_WATCHES = WATCHES.filter((watch) => watch.watchType === "day");
