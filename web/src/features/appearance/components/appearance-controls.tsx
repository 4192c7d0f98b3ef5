import { type AppearanceSettings, FONT_STACKS, THEME_PRESETS, type ThemePresetName } from "@common/appearance";
import { type ReactNode, useEffect, useId } from "react";
import { Badge } from "@/components/ui/badge";
import { RadioCard, RadioGroup } from "@/components/ui/radio-group";
import { Switch } from "@/components/ui/switch";
import { toastSuccess } from "@/lib/toast";
import { cn } from "@/lib/utils";
import {
  BACKGROUND_PATTERN_OPTIONS,
  BORDER_RADIUS_OPTIONS,
  COLOR_SCHEME_OPTIONS,
  FONT_FAMILY_OPTIONS,
  FONT_SIZE_OPTIONS,
  SWITCH_OPTIONS,
  THEME_OPTIONS,
  THEME_PRESET_OPTIONS,
} from "../appearance-options";
import { loadFontFamily } from "../fonts";
import { useAppearance } from "../hooks/use-appearance";

function SettingGroup({
  label,
  description,
  children,
}: {
  label: string;
  description?: string;
  children: (ids: { labelId: string; descriptionId?: string }) => ReactNode;
}) {
  const id = useId();
  const labelId = `${id}-label`;
  const descriptionId = description ? `${id}-description` : undefined;
  return (
    <div className="grid gap-3">
      <div className="grid gap-1">
        <p id={labelId} className="text-sm font-semibold">
          {label}
        </p>
        {description ? (
          <p id={descriptionId} className="text-sm text-muted-foreground">
            {description}
          </p>
        ) : null}
      </div>
      {children({ labelId, descriptionId })}
    </div>
  );
}

export function ThemeModePicker({ compact = false }: { compact?: boolean }) {
  const { settings, update } = useAppearance();
  return (
    <SettingGroup label="Theme" description={compact ? undefined : "Light, dark, or follow your device."}>
      {({ labelId, descriptionId }) => (
        <RadioGroup
          aria-labelledby={labelId}
          aria-describedby={descriptionId}
          value={settings.theme}
          onValueChange={(value) => update({ theme: value as AppearanceSettings["theme"] })}
          className="grid-cols-3"
        >
          {THEME_OPTIONS.map(({ value, label, description, icon: Icon }) => (
            <RadioCard key={value} value={value} aria-label={label} className="items-center text-center">
              <Icon className="size-5 text-primary" aria-hidden="true" />
              <span className="font-medium">{label}</span>
              {compact ? null : <span className="text-xs text-muted-foreground max-sm:hidden">{description}</span>}
            </RadioCard>
          ))}
        </RadioGroup>
      )}
    </SettingGroup>
  );
}

function presetIsActive(settings: AppearanceSettings, preset: ThemePresetName): boolean {
  return Object.entries(THEME_PRESETS[preset]).every(
    ([key, value]) => settings[key as keyof AppearanceSettings] === value,
  );
}

export function ThemePresetPicker() {
  const { settings, applyPreset } = useAppearance();
  return (
    <SettingGroup label="Theme Presets" description="A matching colour, font, shape and background in one tap.">
      {({ labelId, descriptionId }) => (
        <ul aria-labelledby={labelId} aria-describedby={descriptionId} className="grid gap-3 sm:grid-cols-2">
          {THEME_PRESET_OPTIONS.map(({ value, label, description }) => {
            const active = presetIsActive(settings, value);
            const preset = THEME_PRESETS[value];
            return (
              <li key={value}>
                <button
                  type="button"
                  aria-pressed={active}
                  onClick={() => {
                    applyPreset(value);
                    toastSuccess("Theme Applied", `The ${label} theme has been applied.`);
                  }}
                  className={cn(
                    "flex w-full items-center gap-3 rounded-lg border bg-card p-3 text-left text-sm transition-colors outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background",
                    active ? "border-primary ring-1 ring-primary" : "border-border",
                  )}
                >
                  <span
                    aria-hidden="true"
                    data-color-scheme={preset.colorScheme}
                    className="flex size-10 shrink-0 items-center justify-center bg-[var(--scheme-deep)] text-lg font-semibold text-white dark:bg-[var(--scheme-bright)] dark:text-black"
                    style={{
                      fontFamily: preset.fontFamily ? FONT_STACKS[preset.fontFamily] : undefined,
                      borderRadius:
                        preset.borderRadius === "sharp" ? 0 : preset.borderRadius === "extra-rounded" ? 16 : 8,
                    }}
                  >
                    Aa
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="flex items-center gap-2 font-semibold">
                      {label}
                      {active ? <Badge variant="secondary">Active</Badge> : null}
                    </span>
                    <span className="block text-xs text-muted-foreground">{description}</span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </SettingGroup>
  );
}

export function ColorSchemePicker() {
  const { settings, update } = useAppearance();
  return (
    <SettingGroup label="Color Scheme" description="The accent colour of buttons, links and highlights.">
      {({ labelId, descriptionId }) => (
        <RadioGroup
          aria-labelledby={labelId}
          aria-describedby={descriptionId}
          value={settings.colorScheme}
          onValueChange={(value) => update({ colorScheme: value as AppearanceSettings["colorScheme"] })}
          className="grid-cols-3 sm:grid-cols-6"
        >
          {COLOR_SCHEME_OPTIONS.map(({ value, label }) => (
            <RadioCard key={value} value={value} aria-label={label} className="items-center text-center">
              <span
                aria-hidden="true"
                data-color-scheme={value}
                className="size-8 rounded-full bg-[var(--scheme-deep)] ring-2 ring-card ring-offset-1 ring-offset-border dark:bg-[var(--scheme-bright)]"
              />
              <span className="font-medium">{label}</span>
            </RadioCard>
          ))}
        </RadioGroup>
      )}
    </SettingGroup>
  );
}

export function FontSizePicker() {
  const { settings, update } = useAppearance();
  const px = { small: 14, medium: 16, large: 18 } as const;
  return (
    <SettingGroup label="Font Size" description="The size of all text in the app.">
      {({ labelId, descriptionId }) => (
        <RadioGroup
          aria-labelledby={labelId}
          aria-describedby={descriptionId}
          value={settings.fontSize}
          onValueChange={(value) => update({ fontSize: value as AppearanceSettings["fontSize"] })}
          className="grid-cols-3"
        >
          {FONT_SIZE_OPTIONS.map(({ value, label, description }) => (
            <RadioCard key={value} value={value} aria-label={`${label} (${description})`} className="items-center">
              <span aria-hidden="true" className="leading-none font-semibold" style={{ fontSize: px[value] * 1.5 }}>
                Aa
              </span>
              <span className="font-medium">{label}</span>
              <span className="text-xs text-muted-foreground">{description}</span>
            </RadioCard>
          ))}
        </RadioGroup>
      )}
    </SettingGroup>
  );
}

export function FontFamilyPicker() {
  const { settings, update } = useAppearance();
  useEffect(() => {
    for (const { value } of FONT_FAMILY_OPTIONS) void loadFontFamily(value);
  }, []);
  return (
    <SettingGroup label="Font Family" description="The typeface used throughout the app.">
      {({ labelId, descriptionId }) => (
        <RadioGroup
          aria-labelledby={labelId}
          aria-describedby={descriptionId}
          value={settings.fontFamily}
          onValueChange={(value) => update({ fontFamily: value as AppearanceSettings["fontFamily"] })}
          className="sm:grid-cols-2"
        >
          {FONT_FAMILY_OPTIONS.map(({ value, label, description }) => (
            <RadioCard key={value} value={value} aria-label={label}>
              <span className="text-lg font-semibold" style={{ fontFamily: FONT_STACKS[value] }}>
                {label}
              </span>
              <span className="text-xs text-muted-foreground">{description}</span>
              <span aria-hidden="true" className="mt-1 text-sm" style={{ fontFamily: FONT_STACKS[value] }}>
                The Lord is my shepherd; I shall not want.
              </span>
            </RadioCard>
          ))}
        </RadioGroup>
      )}
    </SettingGroup>
  );
}

export function BorderRadiusPicker() {
  const { settings, update } = useAppearance();
  const px = { sharp: 0, rounded: 8, "extra-rounded": 16 } as const;
  return (
    <SettingGroup label="Corner Style" description="How rounded cards, buttons and fields are.">
      {({ labelId, descriptionId }) => (
        <RadioGroup
          aria-labelledby={labelId}
          aria-describedby={descriptionId}
          value={settings.borderRadius}
          onValueChange={(value) => update({ borderRadius: value as AppearanceSettings["borderRadius"] })}
          className="grid-cols-3"
        >
          {BORDER_RADIUS_OPTIONS.map(({ value, label, description }) => (
            <RadioCard key={value} value={value} aria-label={label} className="items-center text-center">
              <span
                aria-hidden="true"
                className="size-9 border-2 border-primary bg-primary/15"
                style={{ borderRadius: px[value] }}
              />
              <span className="font-medium">{label}</span>
              <span className="text-xs text-muted-foreground max-sm:hidden">{description}</span>
            </RadioCard>
          ))}
        </RadioGroup>
      )}
    </SettingGroup>
  );
}

export function BackgroundPatternPicker() {
  const { settings, update } = useAppearance();
  return (
    <SettingGroup label="Background Pattern" description="The backdrop behind every page.">
      {({ labelId, descriptionId }) => (
        <RadioGroup
          aria-labelledby={labelId}
          aria-describedby={descriptionId}
          value={settings.backgroundPattern}
          onValueChange={(value) => update({ backgroundPattern: value as AppearanceSettings["backgroundPattern"] })}
          className="grid-cols-2 sm:grid-cols-4"
        >
          {BACKGROUND_PATTERN_OPTIONS.map(({ value, label, description }) => (
            <RadioCard key={value} value={value} aria-label={label}>
              <span
                aria-hidden="true"
                data-pattern-preview={value}
                className="h-14 w-full rounded-md border border-border bg-background"
              />
              <span className="font-medium">{label}</span>
              <span className="text-xs text-muted-foreground">{description}</span>
            </RadioCard>
          ))}
        </RadioGroup>
      )}
    </SettingGroup>
  );
}

export function AppearanceSwitch({ field }: { field: keyof typeof SWITCH_OPTIONS }) {
  const { settings, update } = useAppearance();
  const id = useId();
  const { label, description } = SWITCH_OPTIONS[field];
  return (
    <div className="flex items-center justify-between gap-4 rounded-lg border border-border bg-card p-4">
      <div className="grid gap-1">
        <label htmlFor={id} className="text-sm font-semibold">
          {label}
        </label>
        <p id={`${id}-description`} className="text-sm text-muted-foreground">
          {description}
        </p>
      </div>
      <Switch
        id={id}
        aria-describedby={`${id}-description`}
        checked={settings[field]}
        onCheckedChange={(checked) => update({ [field]: checked })}
      />
    </div>
  );
}
