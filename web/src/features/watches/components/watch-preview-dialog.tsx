import type { PrayerWatch, WatchNumber } from "@common/watches";
import { DoorOpenIcon, EyeIcon } from "lucide-react";
import { Link } from "react-router";
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
  DialogTrigger,
} from "@/components/ui/dialog";
import { watchIcon } from "../watch-icons";
import {
  AdditionalScriptures,
  GuideSection,
  PrayerFocusBox,
  ScriptureQuote,
  StrategicPurposes,
  ThanksgivingPrayerPoints,
} from "./watch-guide-sections";

/** 'Preview Watch': an upcoming watch's whole guide in a dialog. */
export function WatchPreviewDialog({
  watch,
  roomHref,
}: {
  watch: PrayerWatch;
  roomHref: (watchNumber: WatchNumber) => string;
}) {
  const Icon = watchIcon(watch.icon);
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" className="w-full">
          <EyeIcon aria-hidden="true" /> Preview Watch
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <div className="flex items-center gap-3">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary/12 text-primary">
              <Icon className="size-6" aria-hidden="true" />
            </span>
            <div className="min-w-0">
              <DialogTitle>
                {watch.name}: {watch.title}
              </DialogTitle>
              <DialogDescription>
                {watch.timeRange} · {watch.theme}
              </DialogDescription>
            </div>
          </div>
        </DialogHeader>
        <DialogBody className="grid gap-6">
          <p className="text-sm leading-relaxed">{watch.description}</p>
          <div className="rounded-lg bg-muted p-4">
            <ScriptureQuote scripture={watch.scripture} />
          </div>
          <AdditionalScriptures watch={watch} as="h3" />
          <StrategicPurposes watch={watch} as="h3" />
          <ThanksgivingPrayerPoints watch={watch} as="h3" />
          <PrayerFocusBox watch={watch} />
          <GuideSection title="In the Prayer Room" as="h3">
            <dl className="grid gap-3 text-sm leading-relaxed">
              <div>
                <dt className="font-semibold">Purpose</dt>
                <dd className="text-muted-foreground">{watch.room.purpose}</dd>
              </div>
              <div>
                <dt className="font-semibold">The watchman's role</dt>
                <dd className="text-muted-foreground">{watch.room.watchmanRole}</dd>
              </div>
            </dl>
          </GuideSection>
        </DialogBody>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Close</Button>
          </DialogClose>
          <Button asChild>
            <Link to={roomHref(watch.number)}>
              <DoorOpenIcon aria-hidden="true" /> Enter Prayer Room
            </Link>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
