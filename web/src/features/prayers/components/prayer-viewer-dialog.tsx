import { STRUCTURED_PRAYER_STAGE_TITLES, STRUCTURED_PRAYER_STAGES } from "@common/prayers";
import { CopyIcon, Volume2Icon, VolumeXIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
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
import { errorMessage } from "@/lib/api-client";
import { usePrayerAudio } from "@/lib/audio/prayer-audio";
import { toastError } from "@/lib/toast";
import type { WallPrayer } from "../hooks/use-prayer-wall";
import { isStructuredType, readContent, shareTextOf, speechTextOf } from "../prayer-content";
import { copyPrayer } from "../share-prayer";

/** The prayer viewer (spec §2 Dialogs): the whole prayer, Read Aloud, Copy Prayer and Close. */
export function PrayerViewerDialog({ prayer, onClose }: { prayer: WallPrayer | null; onClose: () => void }) {
  return (
    <Dialog
      open={prayer !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {prayer && <ViewerContent prayer={prayer} />}
    </Dialog>
  );
}

function ViewerContent({ prayer }: { prayer: WallPrayer }) {
  const read = readContent(prayer.type, prayer.content);
  const audio = usePrayerAudio(`prayer-${prayer.id}`);
  const reading = audio.status !== "idle";

  function toggleReading() {
    if (reading) {
      audio.stop();
      return;
    }
    audio.play(speechTextOf(prayer.title, read)).catch((error: unknown) => {
      toastError("Speech failed", errorMessage(error, "Unable to read the prayer aloud."));
    });
  }

  return (
    <DialogContent>
      <DialogHeader>
        <DialogTitle>{prayer.title}</DialogTitle>
        <DialogDescription className="flex flex-wrap items-center gap-2">
          <span>{isStructuredType(prayer.type) ? "AI Generated" : "Personal"}</span>
          <span aria-hidden="true">·</span>
          <span className="capitalize">{prayer.category}</span>
          <span aria-hidden="true">·</span>
          <span>Watch {prayer.watchNumber}</span>
          {prayer.isAnswered && <Badge variant="success">Answered</Badge>}
        </DialogDescription>
      </DialogHeader>
      <DialogBody>
        {read.kind === "structured" ? (
          <ol className="grid gap-5">
            {STRUCTURED_PRAYER_STAGES.map((stage, index) => (
              <li key={stage} className="grid gap-1.5">
                <h3 className="font-semibold">
                  {index + 1}. {STRUCTURED_PRAYER_STAGE_TITLES[stage]}
                </h3>
                <p className="leading-relaxed whitespace-pre-line text-foreground/90">{read.prayer[stage]}</p>
              </li>
            ))}
          </ol>
        ) : (
          <p className="leading-relaxed break-words whitespace-pre-line">
            {read.kind === "unreadable" ? read.raw : read.text}
          </p>
        )}
      </DialogBody>
      <DialogFooter>
        <Button variant="outline" onClick={toggleReading}>
          {reading ? <VolumeXIcon aria-hidden="true" /> : <Volume2Icon aria-hidden="true" />}
          {audio.status === "loading" ? "Generating Audio..." : reading ? "Stop Reading" : "Read Aloud"}
        </Button>
        <Button variant="outline" onClick={() => void copyPrayer(shareTextOf(prayer.title, read))}>
          <CopyIcon aria-hidden="true" />
          Copy Prayer
        </Button>
        <DialogClose asChild>
          <Button>Close</Button>
        </DialogClose>
      </DialogFooter>
    </DialogContent>
  );
}
