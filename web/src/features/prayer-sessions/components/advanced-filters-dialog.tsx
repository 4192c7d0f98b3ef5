import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import type { JournalFilters } from "../journal";

type AdvancedFilters = Pick<JournalFilters, "from" | "to" | "voiceGuidedOnly" | "minMinutes">;

interface AdvancedFiltersDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  value: AdvancedFilters;
  onApply: (filters: AdvancedFilters) => void;
}

/** Advanced Filters: a date range, voice-guided sessions only, and a minimum length. */
export function AdvancedFiltersDialog({ open, onOpenChange, value, onApply }: AdvancedFiltersDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        {open ? <FiltersForm value={value} onApply={onApply} onCancel={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function FiltersForm({
  value,
  onApply,
  onCancel,
}: {
  value: AdvancedFilters;
  onApply: (filters: AdvancedFilters) => void;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState(value);
  const ids = { from: useId(), to: useId(), voice: useId(), minutes: useId(), error: useId() };
  const rangeError = draft.from && draft.to && draft.from > draft.to ? "The start date is after the end date." : null;

  return (
    <form
      className="contents"
      onSubmit={(event) => {
        event.preventDefault();
        if (rangeError) return;
        onApply(draft);
      }}
    >
      <DialogHeader>
        <DialogTitle>Advanced Filters</DialogTitle>
        <DialogDescription>Narrow the journal to the sessions you want to see.</DialogDescription>
      </DialogHeader>
      <DialogBody className="grid gap-4">
        <div className="grid grid-cols-2 gap-3">
          <div className="grid gap-1.5">
            <Label htmlFor={ids.from}>From</Label>
            <Input
              id={ids.from}
              type="date"
              value={draft.from}
              onChange={(event) => setDraft({ ...draft, from: event.target.value })}
              aria-describedby={rangeError ? ids.error : undefined}
              aria-invalid={rangeError ? true : undefined}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={ids.to}>To</Label>
            <Input
              id={ids.to}
              type="date"
              value={draft.to}
              onChange={(event) => setDraft({ ...draft, to: event.target.value })}
            />
          </div>
        </div>
        {rangeError ? (
          <p id={ids.error} className="text-sm text-destructive">
            {rangeError}
          </p>
        ) : null}
        <div className="flex items-center justify-between gap-3">
          <Label htmlFor={ids.voice}>Voice-guided sessions only</Label>
          <Switch
            id={ids.voice}
            checked={draft.voiceGuidedOnly}
            onCheckedChange={(checked) => setDraft({ ...draft, voiceGuidedOnly: checked })}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={ids.minutes}>Minimum minutes</Label>
          <Input
            id={ids.minutes}
            type="number"
            inputMode="numeric"
            min={0}
            max={1440}
            step={1}
            value={draft.minMinutes === 0 ? "" : String(draft.minMinutes)}
            placeholder="Any length"
            onChange={(event) => {
              const parsed = Number.parseInt(event.target.value, 10);
              setDraft({ ...draft, minMinutes: Number.isFinite(parsed) && parsed > 0 ? Math.min(parsed, 1440) : 0 });
            }}
          />
        </div>
      </DialogBody>
      <DialogFooter>
        <Button
          type="button"
          variant="ghost"
          onClick={() => setDraft({ from: "", to: "", voiceGuidedOnly: false, minMinutes: 0 })}
        >
          Clear
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={Boolean(rangeError)}>
          Apply Filters
        </Button>
      </DialogFooter>
    </form>
  );
}
