import type { AppearanceSettings, ThemePresetName } from "@common/appearance";
import { type LucideIcon, MonitorIcon, MoonIcon, SunIcon } from "lucide-react";

interface Option<T extends string> {
  value: T;
  label: string;
  description?: string;
}

export const THEME_OPTIONS: (Option<AppearanceSettings["theme"]> & { icon: LucideIcon })[] = [
  { value: "light", label: "Light", description: "Bright and clear", icon: SunIcon },
  { value: "dark", label: "Dark", description: "Easy on the eyes at night", icon: MoonIcon },
  { value: "auto", label: "Auto", description: "Follows your device", icon: MonitorIcon },
];

export const COLOR_SCHEME_OPTIONS: Option<AppearanceSettings["colorScheme"]>[] = [
  { value: "purple", label: "Purple" },
  { value: "blue", label: "Blue" },
  { value: "green", label: "Green" },
  { value: "orange", label: "Orange" },
  { value: "pink", label: "Pink" },
  { value: "teal", label: "Teal" },
];

export const FONT_SIZE_OPTIONS: Option<AppearanceSettings["fontSize"]>[] = [
  { value: "small", label: "Small", description: "14 px" },
  { value: "medium", label: "Medium", description: "16 px" },
  { value: "large", label: "Large", description: "18 px" },
];

export const FONT_FAMILY_OPTIONS: Option<AppearanceSettings["fontFamily"]>[] = [
  { value: "inter", label: "Inter", description: "Clean and modern sans-serif" },
  { value: "georgia", label: "Georgia", description: "Classic book serif (shown with Gelasio)" },
  { value: "playfair", label: "Playfair Display", description: "Elegant display serif" },
  { value: "roboto", label: "Roboto", description: "Friendly, neutral sans-serif" },
];

export const BACKGROUND_PATTERN_OPTIONS: Option<AppearanceSettings["backgroundPattern"]>[] = [
  { value: "none", label: "None", description: "A plain background" },
  { value: "gradient", label: "Gradient", description: "A soft glow of your colour" },
  { value: "subtle", label: "Subtle", description: "A fine dotted texture" },
  { value: "geometric", label: "Geometric", description: "A gentle lattice" },
];

export const BORDER_RADIUS_OPTIONS: Option<AppearanceSettings["borderRadius"]>[] = [
  { value: "sharp", label: "Sharp", description: "Square corners" },
  { value: "rounded", label: "Rounded", description: "Softened corners" },
  { value: "extra-rounded", label: "Extra rounded", description: "Generous curves" },
];

export const THEME_PRESET_OPTIONS: (Option<ThemePresetName> & { description: string })[] = [
  { value: "classic", label: "Classic", description: "Purple, Georgia serif, rounded, gradient" },
  { value: "modern", label: "Modern", description: "Blue, Inter, rounded, subtle texture" },
  { value: "elegant", label: "Elegant", description: "Green, Playfair Display, extra rounded, gradient" },
  { value: "minimalist", label: "Minimalist", description: "Teal, Roboto, sharp corners, no pattern" },
];

export const SWITCH_OPTIONS = {
  compactMode: { label: "Compact Mode", description: "Tighter spacing to fit more on the screen." },
  animations: { label: "Animations", description: "Gentle transitions and movement." },
  transparencyEffects: { label: "Transparency Effects", description: "Frosted, see-through panels." },
  highContrast: { label: "High Contrast", description: "Stronger colours and borders for easier reading." },
  reducedMotion: { label: "Reduced Motion", description: "Stop animations and transitions everywhere." },
} as const satisfies Partial<Record<keyof AppearanceSettings, { label: string; description: string }>>;
