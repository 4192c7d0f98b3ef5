import {
  BellIcon,
  BookOpenIcon,
  CalendarDaysIcon,
  ClockIcon,
  GraduationCapIcon,
  HandHeartIcon,
  type LucideIcon,
  NotebookPenIcon,
  ScrollTextIcon,
  UserIcon,
  UsersIcon,
  UtensilsCrossedIcon,
  WifiOffIcon,
} from "lucide-react";

export interface DashboardTab {
  id: string;
  label: string;
  icon: LucideIcon;
  /** The feature's own name, for its heading. */
  title: string;
  /** The subtitle under the heading, or the "not available yet" panel's text. */
  summary: string;
}

/** The home dashboard's twelve tabs, in order (spec §2, home dashboard). */
export const DASHBOARD_TABS = [
  { id: "watches", label: "Watches", icon: ClockIcon, title: "Prayer Watches", summary: "The eight prayer watches." },
  {
    id: "journal",
    label: "Journal",
    icon: NotebookPenIcon,
    title: "Prayer Journal",
    summary: "Your saved prayer sessions, with search, a watch filter and a weekly summary.",
  },
  {
    id: "word",
    label: "Word",
    icon: ScrollTextIcon,
    title: "Daily Word",
    summary: "A scripture, a reflection and prayer points for each day.",
  },
  {
    id: "bible",
    label: "Bible",
    icon: BookOpenIcon,
    title: "Bible Reading",
    summary: "Engage with Scripture through daily verses, search, and reading plans",
  },
  {
    id: "groups",
    label: "Groups",
    icon: UsersIcon,
    title: "Prayer Groups",
    summary: "Your prayer groups, each with its own prayer wall and chat, and groups to join.",
  },
  {
    id: "fasting",
    label: "Fasting",
    icon: UtensilsCrossedIcon,
    title: "Fasting Plans",
    summary: "Meal plans for a chosen fast type and duration.",
  },
  {
    id: "plans",
    label: "Plans",
    icon: CalendarDaysIcon,
    title: "Prayer Planning Calendar",
    summary: "Prayer plans with a schedule of dates and watches.",
  },
  {
    id: "mentors",
    label: "Mentors",
    icon: GraduationCapIcon,
    title: "Mentor Portal",
    summary: "Finding a prayer mentor and asking for their guidance.",
  },
  {
    id: "partners",
    label: "Partners",
    icon: HandHeartIcon,
    title: "Prayer Partners",
    summary: "Finding prayer partners to keep the watches with.",
  },
  {
    id: "offline",
    label: "Offline",
    icon: WifiOffIcon,
    title: "Offline Manager",
    summary: "Content kept on this device for praying offline, and its synchronisation.",
  },
  {
    id: "notifications",
    label: "Alerts",
    icon: BellIcon,
    title: "Notifications",
    summary: "Watch alerts, personal reminders and the notifications of this device.",
  },
  {
    id: "profile",
    label: "Profile",
    icon: UserIcon,
    title: "Profile",
    summary: "Your profile, prayer history and preferences.",
  },
] as const satisfies readonly DashboardTab[];

export type DashboardTabId = (typeof DASHBOARD_TABS)[number]["id"];
export const DEFAULT_TAB: DashboardTabId = "watches";

/** A tab id from the URL; anything unknown falls back to Watches. */
export function parseTab(raw: string | null): DashboardTabId {
  return DASHBOARD_TABS.find((tab) => tab.id === raw)?.id ?? DEFAULT_TAB;
}

export function tabById(id: DashboardTabId): DashboardTab {
  return DASHBOARD_TABS.find((tab) => tab.id === id)!;
}
