import { getWatch } from "@common/watches";
import { useParams } from "react-router";
import { PassageDialogProvider } from "@/features/bible/components/passage-dialog-provider";
import { usePassageDialog } from "@/features/bible/hooks/use-passage-dialog";
import { PrayerRoomScreen } from "@/features/prayer-room/components/prayer-room-screen";
import { watchIcon } from "@/features/watches/watch-icons";
import { parseWatchNumber, paths } from "../paths";
import { NotFoundRoute } from "./not-found";

/** `/prayer-room/{1-8}` (no number: the first watch); anything else is not found. */
export function PrayerRoomRoute() {
  const watchNumber = parseWatchNumber(useParams().watchNumber);
  const watch = watchNumber === null ? undefined : getWatch(watchNumber);
  if (!watch) return <NotFoundRoute />;
  return (
    // Every key scripture in the room opens the one passage dialog.
    <PassageDialogProvider>
      <Room watch={watch} />
    </PassageDialogProvider>
  );
}

function Room({ watch }: { watch: NonNullable<ReturnType<typeof getWatch>> }) {
  const { openPassage } = usePassageDialog();
  const Icon = watchIcon(watch.icon);
  return (
    <PrayerRoomScreen
      // A new watch is a new room: its stopwatch starts again at 00:00:00.
      key={watch.number}
      watch={watch}
      icon={<Icon />}
      exitHref={paths.home.href()}
      onOpenReference={openPassage}
    />
  );
}

export { PrayerRoomRoute as Component };
