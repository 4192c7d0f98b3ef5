import { useQuery } from "@tanstack/react-query";
import { ArrowLeftIcon, BellIcon, CalendarDaysIcon, LibraryIcon, ShieldIcon, StickyNoteIcon } from "lucide-react";
import type { MouseEvent, ReactNode } from "react";
import { Link, useLocation, useNavigate, useParams, useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { useAuth } from "@/features/auth/hooks/use-auth";
import { CalendarFeedButton } from "@/features/calendar";
import { AlertsUnreadBadge, GroupAlerts } from "@/features/group-alerts";
import { GroupSchedule } from "@/features/group-events";
import { GroupRosterPage } from "@/features/group-roster";
import { SharedStudies } from "@/features/group-studies";
import { GroupPrayerWall, wallGroupQuery } from "@/features/groups/wall";
import { cn } from "@/lib/utils";
import { InnerPage } from "../layouts/inner-page";
import { parseGroupId, paths, safeNextPath } from "../paths";

/** The Groups tab of the home dashboard: where 'Back to Group' goes when nothing better is known. */
export const GROUPS_TAB = "/?tab=groups";

/** The previous page of this tab when it was another page of this site (a full page navigation). */
function sameSiteReferrer(current: string): string | null {
  if (typeof document === "undefined" || !document.referrer) return null;
  try {
    const url = new URL(document.referrer);
    if (url.origin !== window.location.origin) return null;
    const path = `${url.pathname}${url.search}`;
    return path === current ? null : safeNextPath(path);
  } catch {
    return null;
  }
}

/**
 * Whether this tab has a page of the app before this one. The browser router keeps its position in
 * `history.state.idx` (a replaced first entry, e.g. an accepted invitation, stays at 0); the memory router
 * of tests does not, and there the first entry's key is "default".
 */
function hasAppPageBefore(locationKey: string): boolean {
  const idx = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof idx === "number" ? idx > 0 : locationKey !== "default";
}

/** What the four group pages hand each other when the user moves between them (the history is replaced). */
interface GroupPageState {
  canGoBack?: boolean;
}

/**
 * 'Back to Group' (issue 17 §2): to `?from=` when it is a path on this site; else back in this tab's
 * history when the app has a page there; else the Groups tab. Never a fixed room (decision 039).
 */
function useBackToGroup() {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  // The same rule as sign-in's `next`: a path on this site only.
  const from = safeNextPath(searchParams.get("from"));
  const canGoBack =
    from === null && ((location.state as GroupPageState | null)?.canGoBack ?? hasAppPageBefore(location.key));
  const href = from ?? sameSiteReferrer(`${location.pathname}${location.search}`) ?? GROUPS_TAB;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!canGoBack || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigate(-1);
  };
  return { from, canGoBack, href, onClick };
}

const GROUP_PAGES = [
  { key: "prayer-wall", label: "Prayer Wall", href: paths.groupPrayerWall.href, icon: StickyNoteIcon },
  { key: "schedule", label: "Schedule", href: paths.groupSchedule.href, icon: CalendarDaysIcon },
  { key: "studies", label: "Studies", href: paths.groupStudies.href, icon: LibraryIcon },
  { key: "alerts", label: "Alerts", href: paths.groupAlerts.href, icon: BellIcon },
  { key: "roster", label: "Watch Roster", href: paths.groupRoster.href, icon: ShieldIcon },
] as const;
type GroupPageKey = (typeof GROUP_PAGES)[number]["key"];

/** Small links between the pages of one group, keeping where 'Back to Group' leads. */
function GroupPagesNav({ groupId, current }: { groupId: number; current: GroupPageKey }) {
  const { from, canGoBack } = useBackToGroup();
  const query = from ? `?${new URLSearchParams({ from })}` : "";
  return (
    <nav aria-label="Group pages" className="-mt-3 mb-6 overflow-x-auto sm:-mt-5">
      <ul className="flex gap-1 border-b border-border">
        {GROUP_PAGES.map(({ key, label, href, icon: Icon }) => (
          <li key={key}>
            <Link
              to={`${href(groupId)}${query}`}
              replace
              state={{ canGoBack } satisfies GroupPageState}
              aria-current={key === current ? "page" : undefined}
              className={cn(
                "-mb-px flex items-center gap-1.5 border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap outline-none focus-visible:ring-2 focus-visible:ring-ring",
                key === current
                  ? "border-primary text-foreground"
                  : "border-transparent text-muted-foreground hover:text-foreground",
              )}
            >
              <Icon className="hidden size-4 sm:block" aria-hidden="true" />
              {label}
              {key === "alerts" ? <AlertsUnreadBadge groupId={groupId} /> : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function GroupPage({
  title,
  icon,
  current,
  children,
}: {
  title: string;
  icon: ReactNode;
  current: GroupPageKey;
  children: (groupId: number) => ReactNode;
}) {
  const groupId = parseGroupId(useParams().groupId);
  const back = useBackToGroup();
  const group = useQuery({ ...wallGroupQuery(groupId ?? 0), enabled: groupId !== null });
  return (
    <InnerPage
      title={title}
      icon={icon}
      description={group.data ? <span className="font-medium text-foreground">{group.data.name}</span> : undefined}
      nav={
        <Button asChild variant="ghost" size="sm">
          <Link to={back.href} onClick={back.onClick}>
            <ArrowLeftIcon aria-hidden="true" /> Back to Group
          </Link>
        </Button>
      }
    >
      {groupId === null ? (
        <p role="alert" className="rounded-lg border border-destructive/40 bg-destructive/10 p-4 font-medium">
          Invalid group ID
        </p>
      ) : (
        <>
          <GroupPagesNav groupId={groupId} current={current} />
          {children(groupId)}
        </>
      )}
    </InnerPage>
  );
}

function displayNameOf(user: { firstName: string | null; lastName: string | null; username: string }): string {
  return [user.firstName, user.lastName].filter(Boolean).join(" ").trim() || user.username;
}

function WallContent({ groupId }: { groupId: number }) {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <GroupPrayerWall
      groupId={groupId}
      me={{ id: user.id, name: displayNameOf(user) }}
      links={{ myGroups: GROUPS_TAB, community: paths.community.href() }}
    />
  );
}

export const GroupPrayerWallRoute = () => (
  <GroupPage title="Group Prayer Wall" icon={<StickyNoteIcon />} current="prayer-wall">
    {(groupId) => <WallContent groupId={groupId} />}
  </GroupPage>
);
export const GroupScheduleRoute = () => (
  <GroupPage title="Group Schedule" icon={<CalendarDaysIcon />} current="schedule">
    {(groupId) => <GroupSchedule groupId={groupId} actions={<CalendarFeedButton />} />}
  </GroupPage>
);
export const GroupStudiesRoute = () => (
  <GroupPage title="Shared Studies" icon={<LibraryIcon />} current="studies">
    {(groupId) => <SharedStudies groupId={groupId} links={{ myGroups: GROUPS_TAB }} />}
  </GroupPage>
);
export const GroupAlertsRoute = () => (
  <GroupPage title="Prayer Alerts" icon={<BellIcon />} current="alerts">
    {(groupId) => <GroupAlerts groupId={groupId} links={{ myGroups: GROUPS_TAB, roster: paths.groupRoster.href }} />}
  </GroupPage>
);
function RosterContent({ groupId }: { groupId: number }) {
  const { user } = useAuth();
  return (
    <GroupRosterPage
      groupId={groupId}
      userId={user?.id ?? null}
      links={{ myGroups: GROUPS_TAB, community: paths.community.href() }}
    />
  );
}

export const GroupRosterRoute = () => (
  <GroupPage title="Watch Roster" icon={<ShieldIcon />} current="roster">
    {(groupId) => <RosterContent groupId={groupId} />}
  </GroupPage>
);
