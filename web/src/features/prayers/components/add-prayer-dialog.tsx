import { PRAYER_CATEGORIES, PRAYER_DEFAULTS, PRAYER_LIMITS, type PrayerCategory } from "@common/prayers";
import { PlusIcon } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/utils";
import type { NewWallPrayer } from "../hooks/use-prayer-wall";

export const NOTE_COLORS = [
  { value: PRAYER_DEFAULTS.color, name: "Yellow" },
  { value: "#bfdbfe", name: "Blue" },
  { value: "#bbf7d0", name: "Green" },
  { value: "#fbcfe8", name: "Pink" },
  { value: "#fed7aa", name: "Orange" },
  { value: "#e9d5ff", name: "Purple" },
] as const;

export const categoryLabel = (category: PrayerCategory) => category.charAt(0).toUpperCase() + category.slice(1);

/** A small form for a personal note: title, prayer, category, colour (the room's watch by default). */
export function AddPrayerDialog({
  watchNumber,
  onAdd,
}: {
  watchNumber: number;
  onAdd: (prayer: NewWallPrayer) => Promise<void>;
}) {
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState("");
  const [text, setText] = useState("");
  const [category, setCategory] = useState<PrayerCategory>(PRAYER_DEFAULTS.category);
  const [color, setColor] = useState<string>(PRAYER_DEFAULTS.color);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const ids = { title: useId(), text: useId(), category: useId(), error: useId() };

  function reset() {
    setTitle("");
    setText("");
    setCategory(PRAYER_DEFAULTS.category);
    setColor(PRAYER_DEFAULTS.color);
    setError(null);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!title.trim()) {
      setError("Please give the prayer a title.");
      return;
    }
    setSaving(true);
    try {
      await onAdd({ title: title.trim(), content: text, category, color, watchNumber });
      reset();
      setOpen(false);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) reset();
      }}
    >
      <DialogTrigger asChild>
        <Button size="sm">
          <PlusIcon aria-hidden="true" />
          Add Prayer
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={submit} className="flex min-h-0 flex-1 flex-col" noValidate>
          <DialogHeader>
            <DialogTitle>Add a Prayer</DialogTitle>
            <DialogDescription>It goes on the wall of watch {watchNumber} as a personal note.</DialogDescription>
          </DialogHeader>
          <DialogBody className="grid gap-4">
            <div className="grid gap-2">
              <Label htmlFor={ids.title}>Title</Label>
              <Input
                id={ids.title}
                value={title}
                maxLength={PRAYER_LIMITS.titleMax}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? ids.error : undefined}
                onChange={(event) => {
                  setTitle(event.target.value);
                  setError(null);
                }}
              />
              {error && (
                <p id={ids.error} className="text-sm text-destructive">
                  {error}
                </p>
              )}
            </div>
            <div className="grid gap-2">
              <Label htmlFor={ids.text}>Prayer</Label>
              <Textarea
                id={ids.text}
                value={text}
                maxLength={PRAYER_LIMITS.contentMax}
                onChange={(event) => setText(event.target.value)}
              />
            </div>
            <div className="grid gap-2">
              <Label htmlFor={ids.category}>Category</Label>
              <NativeSelect
                id={ids.category}
                value={category}
                onChange={(event) => setCategory(event.target.value as PrayerCategory)}
              >
                {PRAYER_CATEGORIES.map((value) => (
                  <option key={value} value={value}>
                    {categoryLabel(value)}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <fieldset className="grid gap-2">
              <legend className="mb-2 text-sm font-medium">Colour</legend>
              <div className="flex flex-wrap gap-2">
                {NOTE_COLORS.map((option) => (
                  <label
                    key={option.value}
                    className={cn(
                      "flex size-9 cursor-pointer items-center justify-center rounded-full ring-1 ring-black/20 has-[:checked]:ring-3 has-[:checked]:ring-ring has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring",
                    )}
                    style={{ backgroundColor: option.value }}
                  >
                    <input
                      type="radio"
                      name="prayer-color"
                      className="sr-only"
                      value={option.value}
                      checked={color === option.value}
                      onChange={() => setColor(option.value)}
                    />
                    <span className="sr-only">{option.name}</span>
                  </label>
                ))}
              </div>
            </fieldset>
          </DialogBody>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={saving}>
              Add to Wall
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
