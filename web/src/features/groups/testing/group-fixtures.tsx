import type { ReactElement } from "react";
import { createTestQueryClient, renderWithQuery, testUser } from "@/testing/render";
import { type GroupLinks, type GroupsEnvironment, GroupsProvider } from "../groups-context";

export const testLinks: GroupLinks = {
  groupPage: (groupId, page, from) => `/groups/${groupId}/${page}?${new URLSearchParams({ from })}`,
  prayerRoom: (watchNumber) => `/prayer-room/${watchNumber}`,
  reminders: () => "/?tab=notifications",
  community: "/community",
  myGroups: "/?tab=groups",
};

export { fullGroup, member, summary } from "@/testing/group-cards";

export function renderGroups(ui: ReactElement, environment: Partial<GroupsEnvironment> = {}) {
  const client = createTestQueryClient(testUser);
  return renderWithQuery(
    <GroupsProvider value={{ userId: testUser.id, links: testLinks, ...environment }}>{ui}</GroupsProvider>,
    client,
  );
}
