import { Navigate } from "react-router";
import { useWatchClock } from "@/features/watches/hooks/use-watch-clock";
import { paths } from "../paths";

/**
 * `/prayer-room/current`: the installed app's 'Prayer Room' shortcut (decision 029) opens the room of
 * the watch it is now, in the zone the user's watches follow.
 */
export function CurrentPrayerRoomRoute() {
  const { current } = useWatchClock();
  return <Navigate to={paths.prayerRoom.href(current.number)} replace />;
}

export { CurrentPrayerRoomRoute as Component };
