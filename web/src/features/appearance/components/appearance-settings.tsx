import {
  AccessibilityIcon,
  CheckIcon,
  EyeIcon,
  LayoutIcon,
  PaletteIcon,
  RotateCcwIcon,
  TypeIcon,
  WindIcon,
} from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { toastSuccess } from "@/lib/toast";
import { useAppearance } from "../hooks/use-appearance";
import {
  AppearanceSwitch,
  BackgroundPatternPicker,
  BorderRadiusPicker,
  ColorSchemePicker,
  FontFamilyPicker,
  FontSizePicker,
  ThemeModePicker,
  ThemePresetPicker,
} from "./appearance-controls";

function AccessibilityPresets() {
  const { applyPreset } = useAppearance();
  const presets = [
    {
      name: "visionFriendly",
      label: "Vision Friendly",
      description: "Large text, high contrast and reduced motion.",
      icon: EyeIcon,
    },
    {
      name: "motionSensitive",
      label: "Motion Sensitive",
      description: "No animations or transparency, and reduced motion.",
      icon: WindIcon,
    },
  ] as const;
  return (
    <section aria-labelledby="quick-presets-heading" className="grid gap-3">
      <h2 id="quick-presets-heading" className="text-sm font-semibold">
        Quick Presets
      </h2>
      <div className="grid gap-3 sm:grid-cols-2">
        {presets.map(({ name, label, description, icon: Icon }) => (
          <Button
            key={name}
            variant="outline"
            className="h-auto justify-start gap-3 p-4 text-left whitespace-normal"
            onClick={() => {
              applyPreset(name);
              toastSuccess("Theme Applied", `${label} settings have been applied.`);
            }}
          >
            <Icon className="size-5 text-primary" aria-hidden="true" />
            <span>
              <span className="block font-semibold">{label}</span>
              <span className="block text-xs font-normal text-muted-foreground">{description}</span>
            </span>
          </Button>
        ))}
      </div>
    </section>
  );
}

function AppearancePreview() {
  const { settings, resolvedTheme } = useAppearance();
  return (
    <Card role="region" aria-labelledby="preview-heading" className="lg:sticky lg:top-20">
      <CardHeader>
        <CardTitle id="preview-heading" className="text-base">
          Preview
        </CardTitle>
        <CardDescription>
          {resolvedTheme === "dark" ? "Dark" : "Light"} theme · {settings.colorScheme} · {settings.fontSize} text
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="rounded-lg bg-night p-4 text-night-foreground">
          <p className="text-xs font-semibold tracking-widest text-gold uppercase">First Watch · 6 PM-9 PM</p>
          <p className="mt-1 font-semibold">Healing and Reflection</p>
        </div>
        <p className="text-sm leading-relaxed">
          “Bless the LORD, O my soul, and forget not all his benefits: who forgiveth all thine iniquities; who healeth
          all thy diseases.” — Psalm 103:2-3
        </p>
        <div inert className="flex flex-wrap items-center gap-2">
          <Button size="sm">Enter Prayer Room</Button>
          <Button size="sm" variant="outline">
            Preview
          </Button>
          <Badge variant="secondary">Active</Badge>
        </div>
      </CardContent>
    </Card>
  );
}

/** The full appearance screen: every setting, presets, reset and a live preview. */
export function AppearanceSettings() {
  const { reset, flush, systemPrefersReducedMotion } = useAppearance();

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          onClick={() => {
            reset();
            toastSuccess("Reset Complete", "Appearance settings have been reset to defaults");
          }}
        >
          <RotateCcwIcon aria-hidden="true" /> Reset
        </Button>
        <Button
          onClick={() => {
            flush();
            toastSuccess("Appearance Saved", "Your appearance settings have been saved.");
          }}
        >
          <CheckIcon aria-hidden="true" /> Settings Applied
        </Button>
      </div>

      <AccessibilityPresets />

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Tabs defaultValue="colors">
          <TabsList className="grid h-auto grid-cols-2 sm:grid-cols-4">
            <TabsTrigger value="colors">
              <PaletteIcon aria-hidden="true" /> Colors &amp; Theme
            </TabsTrigger>
            <TabsTrigger value="typography">
              <TypeIcon aria-hidden="true" /> Typography
            </TabsTrigger>
            <TabsTrigger value="layout">
              <LayoutIcon aria-hidden="true" /> Layout &amp; Effects
            </TabsTrigger>
            <TabsTrigger value="accessibility">
              <AccessibilityIcon aria-hidden="true" /> Accessibility
            </TabsTrigger>
          </TabsList>

          <TabsContent value="colors">
            <Card>
              <CardContent className="grid gap-8">
                <ThemeModePicker />
                <ColorSchemePicker />
                <ThemePresetPicker />
              </CardContent>
            </Card>
          </TabsContent>

          <TabsContent value="typography">
            <Card>
              <CardContent className="grid gap-8">
                <FontSizePicker />
                <FontFamilyPicker />
              </CardContent>
            </Card>
          </TabsContent>

          <TabsContent value="layout">
            <Card>
              <CardContent className="grid gap-8">
                <BorderRadiusPicker />
                <BackgroundPatternPicker />
                <div className="grid gap-3">
                  <AppearanceSwitch field="compactMode" />
                  <AppearanceSwitch field="animations" />
                  <AppearanceSwitch field="transparencyEffects" />
                </div>
              </CardContent>
            </Card>
          </TabsContent>

          <TabsContent value="accessibility">
            <Card>
              <CardContent className="grid gap-8">
                <div className="grid gap-3">
                  <AppearanceSwitch field="highContrast" />
                  <AppearanceSwitch field="reducedMotion" />
                </div>
                {systemPrefersReducedMotion ? (
                  <p className="rounded-lg bg-muted p-3 text-sm text-muted-foreground">
                    Your device asks for reduced motion, so animations stay off whatever you choose here.
                  </p>
                ) : null}
              </CardContent>
            </Card>
          </TabsContent>
        </Tabs>

        <AppearancePreview />
      </div>
    </div>
  );
}
