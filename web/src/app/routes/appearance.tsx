import { PaletteIcon } from "lucide-react";
import { BackButton } from "@/components/back-button";
import { PageHeading, PageShell } from "@/components/page-shell";
import { AppearanceSettings } from "@/features/appearance/components/appearance-settings";
import { paths } from "../paths";

export function AppearanceRoute() {
  return (
    <PageShell width="wide" nav={<BackButton fallback={paths.settings.href()} />}>
      <title>Appearance · Prayer Journey</title>
      <PageHeading
        icon={<PaletteIcon />}
        title="Appearance Settings"
        description="Shape how Prayer Journey looks and feels. Changes apply at once and are saved to your account."
      />
      <AppearanceSettings />
    </PageShell>
  );
}

export { AppearanceRoute as Component };
