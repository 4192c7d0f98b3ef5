import { ALLERGY_OPTIONS, type AllergyOption, type Preferences, VOICE_LIMITS } from "@common/preferences";
import { WATCHES } from "@common/watches";
import { BellIcon, HeartHandshakeIcon } from "lucide-react";
import { type ReactNode, useEffect, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { Slider } from "@/components/ui/slider";
import { Switch } from "@/components/ui/switch";
import { toastSuccess } from "@/lib/toast";
import { type HeadingLevel, ProfileSection } from "./profile-section";

export const ALLERGY_LABELS: Record<AllergyOption, string> = {
  "gluten-free": "Gluten-free",
  "dairy-free": "Dairy-free",
  "nut-allergies": "Nut allergies",
  vegetarian: "Vegetarian",
  "low-sodium": "Low sodium",
};

/** Each switch says what it really does today (issue 19 §12, decision 049). */
const NOTIFICATION_LABELS: Record<keyof Preferences["notifications"], { label: string; hint: string }> = {
  prayerReminders: {
    label: "Prayer reminders",
    hint: "The reminders you set on the Alerts tab: before the watches you chose, at your own times and your strategies' times. Off: none are sent.",
  },
  groupAlerts: { label: "Group alerts", hint: "News and alerts from your prayer groups." },
  dailyWord: {
    label: "Daily Word",
    hint: "Kept for later: Prayer Journey does not send a Daily Word notification yet.",
  },
};

const toggle = <T,>(list: readonly T[], item: T, on: boolean): T[] =>
  on ? [...new Set([...list, item])] : list.filter((entry) => entry !== item);

/** One decimal place, so 0.1 steps stay 0.1 steps (0.30000000000000004 → 0.3). */
const tenth = (value: number) => Math.round(value * 10) / 10;

interface PreferencesFormProps {
  preferences: Preferences;
  onSave: (next: Preferences) => void;
  headingLevel: HeadingLevel;
  /** More controls under the form (the privacy section), above the Save Settings button. */
  children?: ReactNode;
}

/**
 * Spiritual preferences (watches, voice, allergies) and notification preferences, edited as a draft
 * and saved together with Save Settings.
 */
export function PreferencesForm({ preferences, onSave, headingLevel, children }: PreferencesFormProps) {
  const [draft, setDraft] = useState(preferences);
  const [dirty, setDirty] = useState(false);
  const id = useId();

  // Saved preferences that arrive later (from the server, another tab) replace an untouched draft.
  useEffect(() => {
    if (!dirty) setDraft(preferences);
  }, [preferences, dirty]);

  const change = (next: Preferences) => {
    setDraft(next);
    setDirty(true);
  };
  const voice = draft.voiceSettings;
  const setVoice = (patch: Partial<Preferences["voiceSettings"]>) =>
    change({ ...draft, voiceSettings: { ...voice, ...patch } });

  const save = () => {
    onSave({ ...draft, preferredWatches: [...draft.preferredWatches].sort((a, b) => a - b) });
    setDirty(false);
    toastSuccess("Settings Saved", "Your preferences have been saved.");
  };

  return (
    <>
      <ProfileSection
        id="spiritual"
        title="Spiritual Preferences"
        description="The watches you prefer, the voice that reads prayers aloud, and your allergy profile, kept with your account."
        headingLevel={headingLevel}
        icon={<HeartHandshakeIcon />}
      >
        <div className="grid gap-6">
          <fieldset className="grid gap-3">
            <legend className="mb-2 text-sm font-medium">Preferred watches</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {WATCHES.map((watch) => {
                const controlId = `${id}-watch-${watch.number}`;
                return (
                  <div key={watch.number} className="flex items-center gap-2">
                    <Checkbox
                      id={controlId}
                      checked={draft.preferredWatches.includes(watch.number)}
                      onCheckedChange={(checked) =>
                        change({
                          ...draft,
                          preferredWatches: toggle(draft.preferredWatches, watch.number, checked === true),
                        })
                      }
                    />
                    <Label htmlFor={controlId} className="font-normal">
                      {watch.name} ({watch.shortName}, {watch.timeRange})
                    </Label>
                  </div>
                );
              })}
            </div>
          </fieldset>

          <fieldset className="grid gap-3">
            <legend className="mb-2 text-sm font-medium">Prayer voice</legend>
            <RadioGroup
              aria-label="Prayer voice"
              value={voice.voice}
              onValueChange={(value) => setVoice({ voice: value === "male" ? "male" : "female" })}
              className="flex gap-6"
            >
              {(["female", "male"] as const).map((option) => (
                <div key={option} className="flex items-center gap-2">
                  <RadioGroupItem id={`${id}-voice-${option}`} value={option} />
                  <Label htmlFor={`${id}-voice-${option}`} className="font-normal">
                    {option === "female" ? "Female" : "Male"}
                  </Label>
                </div>
              ))}
            </RadioGroup>
            <div className="grid gap-2">
              <div className="flex justify-between text-sm">
                <span aria-hidden="true">Voice speed</span>
                <span className="tabular-nums text-muted-foreground">{voice.speed.toFixed(1)}×</span>
              </div>
              <Slider
                thumbLabels="Voice speed"
                getValueText={(value) => `${value.toFixed(1)} times`}
                min={VOICE_LIMITS.speedMin}
                max={VOICE_LIMITS.speedMax}
                step={VOICE_LIMITS.speedStep}
                value={[voice.speed]}
                onValueChange={([value]) => value !== undefined && setVoice({ speed: tenth(value) })}
              />
            </div>
            <div className="grid gap-2">
              <div className="flex justify-between text-sm">
                <span aria-hidden="true">Voice volume</span>
                <span className="tabular-nums text-muted-foreground">{Math.round(voice.volume * 100)}%</span>
              </div>
              <Slider
                thumbLabels="Voice volume"
                getValueText={(value) => `${Math.round(value * 100)} percent`}
                min={VOICE_LIMITS.volumeMin}
                max={VOICE_LIMITS.volumeMax}
                step={VOICE_LIMITS.volumeStep}
                value={[voice.volume]}
                onValueChange={([value]) => value !== undefined && setVoice({ volume: tenth(value) })}
              />
            </div>
          </fieldset>

          <fieldset className="grid gap-3">
            <legend className="mb-2 text-sm font-medium">Allergy profile</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {ALLERGY_OPTIONS.map((option) => {
                const controlId = `${id}-allergy-${option}`;
                return (
                  <div key={option} className="flex items-center gap-2">
                    <Checkbox
                      id={controlId}
                      checked={draft.allergyProfile.includes(option)}
                      onCheckedChange={(checked) =>
                        change({ ...draft, allergyProfile: toggle(draft.allergyProfile, option, checked === true) })
                      }
                    />
                    <Label htmlFor={controlId} className="font-normal">
                      {ALLERGY_LABELS[option]}
                    </Label>
                  </div>
                );
              })}
            </div>
          </fieldset>
        </div>
      </ProfileSection>

      <ProfileSection
        id="notifications"
        title="Notification Preferences"
        headingLevel={headingLevel}
        icon={<BellIcon />}
      >
        <div className="grid gap-4">
          {(Object.keys(NOTIFICATION_LABELS) as (keyof Preferences["notifications"])[]).map((key) => {
            const controlId = `${id}-notify-${key}`;
            return (
              <div key={key} className="flex items-center justify-between gap-4">
                <div>
                  <Label htmlFor={controlId}>{NOTIFICATION_LABELS[key].label}</Label>
                  <p className="mt-1 text-xs text-muted-foreground">{NOTIFICATION_LABELS[key].hint}</p>
                </div>
                <Switch
                  id={controlId}
                  checked={draft.notifications[key]}
                  onCheckedChange={(checked) =>
                    change({ ...draft, notifications: { ...draft.notifications, [key]: checked } })
                  }
                />
              </div>
            );
          })}
        </div>
      </ProfileSection>

      {children}

      <div className="flex justify-end">
        <Button size="lg" onClick={save}>
          Save Settings
        </Button>
      </div>
    </>
  );
}
