import { MyPrayerGroups } from "@/features/groups/components/my-prayer-groups";
import { RouteGroupsProvider } from "./community-groups";

/** The home's Groups tab: the user's groups, with the app's links (loaded when the tab is first shown). */
export function MyPrayerGroupsTab() {
  return (
    <RouteGroupsProvider>
      <MyPrayerGroups />
    </RouteGroupsProvider>
  );
}
