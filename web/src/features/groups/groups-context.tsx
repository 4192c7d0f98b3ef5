import { createContext, type ReactNode, useContext } from "react";

export type GroupPage = "prayer-wall" | "schedule" | "studies" | "alerts" | "roster";

/** Links the groups screens need; the app's routes own the paths and hand them in. */
export interface GroupLinks {
  /** A group page (`/groups/{id}/{page}`), carrying `from` so 'Back to Group' returns there. */
  groupPage: (groupId: number, page: GroupPage, from: string) => string;
  /** The prayer room of a watch. */
  prayerRoom: (watchNumber: number) => string;
  /** Where reminders for a watch are set (the Alerts tab). */
  reminders: (watchNumber: number | null) => string;
  /** Group discovery (`/community`). */
  community: string;
  /** The dashboard's Groups tab. */
  myGroups: string;
}

export interface InviteDialogSlotProps {
  /** The group to invite to, or null to invite someone to the app. */
  groupId: number | null;
  groupName: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export interface GroupsEnvironment {
  /** The signed-in user, or null. */
  userId: number | null;
  links: GroupLinks;
  /** The invitations feature's dialog, composed by the route; without it no Invite buttons show. */
  renderInviteDialog?: (props: InviteDialogSlotProps) => ReactNode;
}

const GroupsContext = createContext<GroupsEnvironment | null>(null);

export function GroupsProvider({ value, children }: { value: GroupsEnvironment; children: ReactNode }) {
  return <GroupsContext value={value}>{children}</GroupsContext>;
}

export function useGroupsEnvironment(): GroupsEnvironment {
  const environment = useContext(GroupsContext);
  if (!environment) throw new Error("The groups screens need a GroupsProvider (the route supplies it).");
  return environment;
}

/** The current page (path and query), for a group page's 'Back to Group'. */
export function currentPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}
