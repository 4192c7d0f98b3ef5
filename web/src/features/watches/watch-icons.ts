import {
  BriefcaseIcon,
  ClockIcon,
  CrownIcon,
  type LucideIcon,
  ShieldCheckIcon,
  SunIcon,
  SunriseIcon,
  SunsetIcon,
  SwordsIcon,
  WheatIcon,
} from "lucide-react";

/** The icons the watch content names; importing only these keeps the bundle small. */
const ICONS: Readonly<Record<string, LucideIcon>> = {
  Briefcase: BriefcaseIcon,
  Crown: CrownIcon,
  ShieldCheck: ShieldCheckIcon,
  Sun: SunIcon,
  Sunrise: SunriseIcon,
  Sunset: SunsetIcon,
  Swords: SwordsIcon,
  Wheat: WheatIcon,
};

export function watchIcon(name: string): LucideIcon {
  return ICONS[name] ?? ClockIcon;
}
