import { UsersIcon } from "lucide-react";
import { CommunityScreen } from "@/features/groups/components/community-screen";
import { InnerPage } from "../layouts/inner-page";
import { RouteGroupsProvider } from "./community-groups";

/** `/community`: find public prayer groups by watch, tag and name, and join them. */
export function CommunityRoute() {
  return (
    <InnerPage
      title="Community"
      icon={<UsersIcon />}
      description="Find prayer groups to watch and pray with, by watch, topic or name."
    >
      <RouteGroupsProvider>
        <CommunityScreen />
      </RouteGroupsProvider>
    </InnerPage>
  );
}

export { CommunityRoute as Component };
