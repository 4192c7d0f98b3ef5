import { getWatch } from "@common/watches";
import { useState } from "react";
import { useParams } from "react-router";
import { useAuth } from "@/features/auth/hooks/use-auth";
import { PassageDialogProvider } from "@/features/bible/components/passage-dialog-provider";
import { usePassageDialog } from "@/features/bible/hooks/use-passage-dialog";
import { RoomCommunityTab } from "@/features/groups/components/room-community-tab";
import { usePrayerPresence } from "@/features/groups/hooks/use-prayer-presence";
import { PrayerRoomScreen } from "@/features/prayer-room/components/prayer-room-screen";
import { useSelectedStrategy } from "@/features/prayer-room/hooks/use-selected-strategy";
import { PrayerSpace } from "@/features/prayer-strategies/components/prayer-space";
import { PrayerStrategyTab } from "@/features/prayer-strategies/components/prayer-strategy-tab";
import { StrategyCardsSection } from "@/features/prayer-strategies/components/strategy-cards-section";
import { PrayerWall } from "@/features/prayers/components/prayer-wall";
import { usePostGeneratedPrayer } from "@/features/prayers/hooks/use-post-generated-prayer";
import { watchIcon } from "@/features/watches/watch-icons";
import { parseWatchNumber, paths } from "../paths";
import { RouteGroupsProvider } from "./community-groups";
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
  const { selectedStrategyId, selectStrategy } = useSelectedStrategy();
  const userId = useAuth().user?.id ?? null;
  const postGeneratedPrayer = usePostGeneratedPrayer(userId);
  const Icon = watchIcon(watch.icon);
  const openInSpace = (id: number | string) => selectStrategy(id, { openSpace: true });
  const [stopwatchRunning, setStopwatchRunning] = useState(false);
  // While the stopwatch runs, the room's praying counts towards its groups' 'Live' badge.
  usePrayerPresence(watch.number, stopwatchRunning, userId !== null);
  return (
    <PrayerRoomScreen
      // A new watch is a new room: its stopwatch starts again at 00:00:00.
      key={watch.number}
      watch={watch}
      icon={<Icon />}
      exitHref={paths.home.href()}
      onOpenReference={openPassage}
      onStopwatchRunningChange={setStopwatchRunning}
      panels={{
        wall: (
          <PrayerWall
            watchNumber={watch.number}
            userId={userId}
            strategiesSection={
              <StrategyCardsSection
                watchNumber={watch.number}
                userId={userId}
                selectedStrategyId={selectedStrategyId}
                onSelectStrategy={openInSpace}
              />
            }
          />
        ),
        strategy: <PrayerStrategyTab watchNumber={watch.number} userId={userId} onUseStrategy={openInSpace} />,
        space: (
          <PrayerSpace
            watchNumber={watch.number}
            userId={userId}
            selectedStrategyId={selectedStrategyId}
            onSelectStrategy={selectStrategy}
            onPostToWall={postGeneratedPrayer}
          />
        ),
        community: (
          <RouteGroupsProvider>
            <RoomCommunityTab watchNumber={watch.number} />
          </RouteGroupsProvider>
        ),
      }}
    />
  );
}

export { PrayerRoomRoute as Component };
