import { UploadIcon } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useImportLocalPrayers } from "../hooks/use-import-local-prayers";

/** Shown above the wall to a signed-in user who has prayers saved in this browser. */
export function ImportPrayersOffer({ userId }: { userId: number | null }) {
  const offer = useImportLocalPrayers(userId);
  const headingId = useId();
  if (!offer.visible) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="room-panel flex flex-col gap-3 rounded-lg p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="grid gap-1">
        <h3 id={headingId} className="font-semibold">
          {offer.count} {offer.count === 1 ? "prayer" : "prayers"} saved in this browser while signed out
        </h3>
        <p className="text-sm text-muted-foreground">
          Import them into your account to keep them on every device. Nothing is deleted until it is saved.
        </p>
      </div>
      <div className="flex gap-2">
        <Button size="sm" onClick={() => void offer.importAll()} disabled={offer.importing}>
          {offer.importing ? <Spinner className="size-4 text-current" /> : <UploadIcon aria-hidden="true" />}
          {offer.importing ? "Importing..." : "Import"}
        </Button>
        <Button size="sm" variant="outline" onClick={offer.notNow} disabled={offer.importing}>
          Not now
        </Button>
      </div>
    </section>
  );
}
