import type { ComposedBy } from "@common/ai";
import type { StructuredPrayer } from "@common/prayers";
import { CopyIcon, SendIcon, Volume2Icon, VolumeXIcon } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/api-client";
import { usePrayerAudio } from "@/lib/audio/prayer-audio";
import { toastError, toastSuccess } from "@/lib/toast";
import { PRAYER_STAGES, type Strategy, structuredPrayerSpeech, structuredPrayerText } from "../strategy";
import { ComposedByLine } from "./composed-by";

export interface CompletePrayerDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  strategy: Strategy;
  prayer: StructuredPrayer;
  /** Who composed the prayer (issue 19 §11), shown under it. */
  composedBy?: Partial<ComposedBy>;
  onPostToWall: (
    prayer: StructuredPrayer,
    strategy: { id: number | string; title: string; watchNumber?: number | null },
  ) => Promise<void>;
}

/** Complete Prayer Template (spec §2): the five stages; Read Aloud, Copy Prayer, Post to Prayer Wall, Close. */
export function CompletePrayerDialog({
  open,
  onOpenChange,
  strategy,
  prayer,
  composedBy,
  onPostToWall,
}: CompletePrayerDialogProps) {
  const audio = usePrayerAudio(`strategy-${strategy.id}-complete-prayer`);
  const [posting, setPosting] = useState(false);

  function close(next: boolean) {
    if (!next && audio.status !== "idle") audio.stop();
    onOpenChange(next);
  }

  async function toggleReading() {
    if (audio.status !== "idle") {
      audio.stop();
      return;
    }
    try {
      await audio.play(structuredPrayerSpeech(prayer));
    } catch {
      toastError("Audio Error", "Failed to generate or play audio. Please try again.");
    }
  }

  async function copy() {
    try {
      await navigator.clipboard.writeText(structuredPrayerText(strategy.title, prayer));
      toastSuccess("Prayer Copied", "The structured prayer has been copied to your clipboard.");
    } catch {
      toastError("Unable to copy", "Your browser did not allow copying to the clipboard.");
    }
  }

  async function post() {
    setPosting(true);
    try {
      await onPostToWall(prayer, { id: strategy.id, title: strategy.title, watchNumber: strategy.watchNumber });
      close(false);
    } catch (error) {
      toastError("Post Failed", errorMessage(error, "Unable to post the prayer. Please try again."));
    } finally {
      setPosting(false);
    }
  }

  const reading = audio.status !== "idle";
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Complete Prayer Template</DialogTitle>
          <DialogDescription>A five-stage prayer for "{strategy.title}".</DialogDescription>
        </DialogHeader>
        <DialogBody>
          <ol className="grid gap-5">
            {PRAYER_STAGES.map(({ key, title }, index) => (
              <li key={key} className="grid gap-1.5">
                <h3 className="room-accent-text font-semibold">
                  {index + 1}. {title}
                </h3>
                <p className="whitespace-pre-line leading-relaxed">{prayer[key]}</p>
              </li>
            ))}
          </ol>
          {composedBy ? <ComposedByLine composedBy={composedBy} className="mt-5" /> : null}
        </DialogBody>
        <DialogFooter className="sm:justify-between">
          <Button variant="outline" aria-pressed={reading} onClick={() => void toggleReading()}>
            {audio.status === "loading" ? (
              <Spinner className="size-4 text-current" />
            ) : reading ? (
              <VolumeXIcon />
            ) : (
              <Volume2Icon />
            )}
            {audio.status === "loading" ? "Generating Audio..." : reading ? "Stop Reading" : "Read Aloud"}
          </Button>
          <div className="flex flex-col-reverse gap-2 sm:flex-row">
            <DialogClose asChild>
              <Button variant="ghost">Close</Button>
            </DialogClose>
            <Button variant="outline" onClick={() => void copy()}>
              <CopyIcon />
              Copy Prayer
            </Button>
            <Button disabled={posting} onClick={() => void post()}>
              {posting ? <Spinner className="size-4 text-current" /> : <SendIcon />}
              {posting ? "Posting..." : "Post to Prayer Wall"}
            </Button>
          </div>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
