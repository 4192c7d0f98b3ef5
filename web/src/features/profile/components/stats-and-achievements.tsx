import type { Achievement, PrayerStats } from "@common/achievements";
import { AwardIcon, BarChart3Icon, CheckCircle2Icon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Progress } from "@/components/ui/progress";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/utils";
import { type HeadingLevel, ProfileSection } from "./profile-section";

/** "2h 5m", "45m": total time as hours and minutes. */
export function formatMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return hours > 0 ? `${hours}h ${rest}m` : `${rest}m`;
}

interface StatsProps {
  stats: PrayerStats | undefined;
  isLoading: boolean;
  error: boolean;
  headingLevel: HeadingLevel;
}

export function StatsSection({ stats, isLoading, error, headingLevel }: StatsProps) {
  const items = stats
    ? [
        { label: "Prayer sessions", value: String(stats.totalSessions) },
        { label: "Time in prayer", value: formatMinutes(stats.totalMinutes) },
        { label: "Current streak", value: `${stats.currentStreak} ${stats.currentStreak === 1 ? "day" : "days"}` },
        { label: "Longest streak", value: `${stats.longestStreak} ${stats.longestStreak === 1 ? "day" : "days"}` },
      ]
    : [];
  return (
    <ProfileSection
      id="stats"
      title="Prayer Stats"
      description="From the sessions saved to your account. A streak forgives one missed day a week."
      headingLevel={headingLevel}
      icon={<BarChart3Icon />}
    >
      {isLoading ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner /> Loading your stats...
        </p>
      ) : error || !stats ? (
        <p role="alert" className="text-sm text-destructive">
          Unable to load your prayer stats.
        </p>
      ) : (
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {items.map((item) => (
            <div key={item.label} className="rounded-lg bg-muted/60 p-3">
              <dt className="text-xs text-muted-foreground">{item.label}</dt>
              <dd className="mt-1 text-xl font-semibold tabular-nums">{item.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </ProfileSection>
  );
}

export function AchievementsSection({
  achievements,
  headingLevel,
}: {
  achievements: readonly Achievement[] | undefined;
  headingLevel: HeadingLevel;
}) {
  return (
    <ProfileSection id="achievements" title="Achievements" headingLevel={headingLevel} icon={<AwardIcon />}>
      {achievements ? (
        <ul className="grid gap-3 sm:grid-cols-2" aria-label="Achievements">
          {achievements.map((achievement) => (
            <AchievementItem key={achievement.id} achievement={achievement} />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">Achievements appear once your stats have loaded.</p>
      )}
    </ProfileSection>
  );
}

function AchievementItem({ achievement }: { achievement: Achievement }) {
  const { title, description, earned, progress, target } = achievement;
  return (
    <li
      data-earned={earned}
      aria-label={`${title}: ${earned ? "earned" : `${progress} of ${target}`}`}
      className={cn(
        "grid gap-2 rounded-lg border p-3",
        earned ? "border-primary/60 bg-accent" : "border-border bg-card",
      )}
    >
      <div className="flex items-center justify-between gap-2">
        <span className="font-medium">{title}</span>
        {earned ? (
          <Badge variant="success">
            <CheckCircle2Icon aria-hidden="true" /> Earned
          </Badge>
        ) : (
          <span className="text-xs text-muted-foreground tabular-nums">
            {progress} / {target}
          </span>
        )}
      </div>
      <p className="text-sm text-muted-foreground">{description}</p>
      <Progress value={(progress / target) * 100} aria-label={`${title} progress`} />
    </li>
  );
}
