import { lazy, type ReactNode, Suspense } from "react";
import { useAuth } from "@/features/auth/hooks/use-auth";
import { type GroupLinks, GroupsProvider, type InviteDialogSlotProps } from "@/features/groups/groups-context";
import { paths } from "../paths";

const PAGE_HREF = {
  "prayer-wall": paths.groupPrayerWall.href,
  schedule: paths.groupSchedule.href,
  studies: paths.groupStudies.href,
  alerts: paths.groupAlerts.href,
  roster: paths.groupRoster.href,
} as const;

/** The app's paths as the groups screens need them. */
export const groupLinks: GroupLinks = {
  groupPage: (groupId, page, from) => `${PAGE_HREF[page](groupId)}?${new URLSearchParams({ from })}`,
  prayerRoom: (watchNumber) => paths.prayerRoom.href(watchNumber as Parameters<typeof paths.prayerRoom.href>[0]),
  reminders: () => `${paths.home.href()}?tab=notifications`,
  community: paths.community.href(),
  myGroups: `${paths.home.href()}?tab=groups`,
};

// The invitation dialog loads when first opened, not with the groups screens.
const InviteDialog = lazy(() => import("@/features/invitations").then((module) => ({ default: module.InviteDialog })));

/** The invitations feature's dialog, for a group or (no group) for the app. */
function renderInviteDialog({ groupId, groupName, open, onOpenChange }: InviteDialogSlotProps): ReactNode {
  return (
    <Suspense fallback={null}>
      <InviteDialog
        group={groupId !== null && groupName !== null ? { id: groupId, name: groupName } : undefined}
        open={open}
        onOpenChange={onOpenChange}
      />
    </Suspense>
  );
}

/** Gives the groups screens under it the signed-in user, the app's links and the invite dialog. */
export function RouteGroupsProvider({ children }: { children: ReactNode }) {
  const userId = useAuth().user?.id ?? null;
  return <GroupsProvider value={{ userId, links: groupLinks, renderInviteDialog }}>{children}</GroupsProvider>;
}
