import { PaletteIcon } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ThemeModePicker, ThemePresetPicker } from "./appearance-controls";

export function QuickThemeCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <PaletteIcon className="size-5 text-primary" aria-hidden="true" /> Quick Theme Selection
        </CardTitle>
        <CardDescription>Pick a ready-made look and a light or dark mode.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <ThemePresetPicker />
        <ThemeModePicker compact />
      </CardContent>
    </Card>
  );
}
