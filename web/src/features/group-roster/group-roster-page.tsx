import { GroupRoster, type GroupRosterProps } from "./group-roster";

/** The roster for the signed-in user (the route's content; the route hands it the user). */
export function GroupRosterPage({
  groupId,
  links,
  userId,
}: Pick<GroupRosterProps, "groupId" | "links"> & { userId: number | null }) {
  if (userId === null) return null;
  return <GroupRoster groupId={groupId} userId={userId} links={links} />;
}
