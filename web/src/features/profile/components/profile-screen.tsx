import type { User } from "@common/auth";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { deviceTimeZone, prayerStatsQueryOptions } from "../api/profile-api";
import { usePreferences } from "../hooks/use-preferences";
import { PersonalInfoForm } from "./personal-info-form";
import { PreferencesForm } from "./preferences-form";
import { PrivacySection } from "./privacy-section";
import type { HeadingLevel } from "./profile-section";
import { AchievementsSection, StatsSection } from "./stats-and-achievements";

interface ProfileScreenProps {
  /** The signed-in user (the route passes it: features do not import each other). */
  user: User;
  /** After the account is deleted: the route forgets the user and leaves. */
  onAccountDeleted: () => void;
  /** 2 on the /profile page, 3 under the dashboard tab's heading. */
  headingLevel?: HeadingLevel;
}

/** Profile and settings (community spec §2): stats, achievements, personal info, preferences, privacy and data. */
export function ProfileScreen({ user, onAccountDeleted, headingLevel = 2 }: ProfileScreenProps) {
  const [timeZone] = useState(deviceTimeZone);
  const stats = useQuery(prayerStatsQueryOptions(timeZone));
  const { preferences, save } = usePreferences();

  return (
    <div className="grid gap-5">
      <StatsSection stats={stats.data} isLoading={stats.isPending} error={stats.isError} headingLevel={headingLevel} />
      <AchievementsSection achievements={stats.data?.achievements} headingLevel={headingLevel} />
      <PersonalInfoForm user={user} headingLevel={headingLevel} />
      <PreferencesForm preferences={preferences} onSave={save} headingLevel={headingLevel}>
        <PrivacySection headingLevel={headingLevel} onAccountDeleted={onAccountDeleted} />
      </PreferencesForm>
    </div>
  );
}
