import type { GroupNotification } from "@common/group-alerts";
import { useQuery } from "@tanstack/react-query";
import {
  BellIcon,
  CalendarClockIcon,
  CheckCheckIcon,
  HandHeartIcon,
  MegaphoneIcon,
  SendIcon,
  SettingsIcon,
  SirenIcon,
  UserPlusIcon,
} from "lucide-react";
import { type ComponentType, type ReactNode, useState } from "react";
import { GroupLoadError, GroupUnavailable } from "@/components/group-page-states";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { ApiError, errorMessage } from "@/lib/api-client";
import { toastError } from "@/lib/toast";
import { cn } from "@/lib/utils";
import {
  alertsGroupQuery,
  notificationSettingsQuery,
  notificationsQuery,
  unreadCountsQuery,
  useMarkAllRead,
  useMarkRead,
} from "./api";
import { NotificationSettingsDialog } from "./notification-settings-dialog";
import { SendAlertDialog } from "./send-alert-dialog";

export interface GroupAlertsProps {
  groupId: number;
  /** Where to go when the group cannot be shown (the Groups tab), and the group's roster page. */
  links: { myGroups: string; roster: (groupId: number) => string };
}

type TypeStyle = { label: string; icon: ComponentType<{ className?: string }>; card: string; chip: string };

/** Colour-coded by type (community §2); anything else gets the generic style. Each also says its type in words. */
const TYPE_STYLES: Record<string, TypeStyle> = {
  prayer_post: {
    label: "New prayer",
    icon: HandHeartIcon,
    card: "border-l-sky-600 dark:border-l-sky-400",
    chip: "bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-100",
  },
  new_member: {
    label: "New member",
    icon: UserPlusIcon,
    card: "border-l-emerald-600 dark:border-l-emerald-400",
    chip: "bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100",
  },
  event_reminder: {
    label: "Event reminder",
    icon: CalendarClockIcon,
    card: "border-l-violet-600 dark:border-l-violet-400",
    chip: "bg-violet-100 text-violet-900 dark:bg-violet-950 dark:text-violet-100",
  },
  admin_message: {
    label: "From the leader",
    icon: MegaphoneIcon,
    card: "border-l-amber-600 dark:border-l-amber-400",
    chip: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100",
  },
  urgent_call: {
    label: "Urgent prayer call",
    icon: SirenIcon,
    card: "border-l-destructive border-destructive/60 bg-destructive/5",
    chip: "bg-destructive text-destructive-foreground",
  },
};
const GENERIC: TypeStyle = {
  label: "Alert",
  icon: BellIcon,
  card: "border-l-border",
  chip: "bg-secondary text-secondary-foreground",
};
export const styleOf = (type: string): TypeStyle => TYPE_STYLES[type] ?? GENERIC;

const when = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

const HEADING_ID = "prayer-alerts-heading";

/**
 * Prayer Alerts (community spec §2, §3, §5, §7, §8; issue 18 §3; decision 047): the member's own alerts in
 * the group, newest first, colour-coded by type; unread ones carry a dot and are buttons that mark them read;
 * read ones are dimmed. Settings for everyone, 'Send Alert' for the leader only, 'Mark all read'.
 */
export function GroupAlerts({ groupId, links }: GroupAlertsProps) {
  const group = useQuery(alertsGroupQuery(groupId));
  const member = group.data?.myRole != null;
  const list = useQuery(notificationsQuery(groupId, member));
  const settings = useQuery(notificationSettingsQuery(groupId, member));
  const unread = useQuery(unreadCountsQuery(member));
  const markRead = useMarkRead();
  const markAll = useMarkAllRead(groupId);
  const [sending, setSending] = useState(false);
  const [editing, setEditing] = useState(false);

  if (group.isPending || (member && list.isPending)) {
    return (
      <p role="status" className="flex items-center justify-center gap-2 py-16 text-muted-foreground">
        <Spinner /> Loading alerts...
      </p>
    );
  }
  if (group.isError) {
    return group.error instanceof ApiError && group.error.status === 404 ? (
      <GroupUnavailable
        title="This group is private or no longer exists"
        text="Only its members can see a private group's alerts."
        links={links}
      />
    ) : (
      <GroupLoadError
        message={errorMessage(group.error, "The group could not be loaded.")}
        retry={() => group.refetch()}
      />
    );
  }
  if (!member) {
    return (
      <GroupUnavailable
        title="Prayer alerts are for members"
        text="Join the group to hear about its prayers, events and calls."
        links={links}
      />
    );
  }
  if (list.isError) {
    return (
      <GroupLoadError
        message={errorMessage(list.error, "The alerts could not be loaded.")}
        retry={() => list.refetch()}
      />
    );
  }

  const items = list.data ?? [];
  const isLeader = group.data.myRole === "leader";
  // The server's count (all of them), else what the list shows.
  const unreadCount = unread.data?.[String(groupId)] ?? items.filter((item) => !item.isRead).length;

  const read = (item: GroupNotification) => {
    if (item.isRead || markRead.isPending) return;
    markRead.mutate(item.id, {
      onError: (failure) => toastError("Not Marked Read", errorMessage(failure, "Please try again.")),
    });
  };

  return (
    <section aria-labelledby={HEADING_ID} className="grid gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={HEADING_ID} className="flex items-center gap-2 text-xl font-semibold">
          Prayer Alerts
          {unreadCount > 0 ? (
            <Badge variant="destructive" className="text-sm">
              {unreadCount}
              <span className="sr-only"> unread</span>
            </Badge>
          ) : null}
        </h2>
        <div className="flex flex-wrap gap-2">
          {unreadCount > 0 ? (
            <Button
              variant="ghost"
              size="sm"
              disabled={markAll.isPending}
              onClick={() =>
                markAll.mutate(undefined, {
                  onError: (failure) => toastError("Not Marked Read", errorMessage(failure, "Please try again.")),
                })
              }
            >
              <CheckCheckIcon aria-hidden="true" /> Mark all read
            </Button>
          ) : null}
          <Button variant="outline" size="sm" disabled={!settings.data} onClick={() => setEditing(true)}>
            <SettingsIcon aria-hidden="true" /> Settings
          </Button>
          {isLeader ? (
            <Button size="sm" onClick={() => setSending(true)}>
              <SendIcon aria-hidden="true" /> Send Alert
            </Button>
          ) : null}
        </div>
      </div>

      {items.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-input bg-card/70 px-6 py-12 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-primary/12 text-primary">
            <BellIcon className="size-6" aria-hidden="true" />
          </span>
          <h3 className="text-lg font-semibold">No notifications yet</h3>
          <p className="text-muted-foreground">You'll see group activities and alerts here as they happen.</p>
        </div>
      ) : (
        <ul aria-label="Notifications" className="grid gap-3">
          {items.map((item) => (
            <li key={item.id}>
              <NotificationCard item={item} roster={links.roster(groupId)} onRead={() => read(item)} />
            </li>
          ))}
        </ul>
      )}

      {isLeader ? <SendAlertDialog groupId={groupId} open={sending} onOpenChange={setSending} /> : null}
      {settings.data && editing ? (
        <NotificationSettingsDialog
          key={settings.dataUpdatedAt}
          groupId={groupId}
          saved={settings.data}
          open
          onOpenChange={setEditing}
        />
      ) : null}
    </section>
  );
}

function NotificationCard({ item, roster, onRead }: { item: GroupNotification; roster: string; onRead: () => void }) {
  const style = styleOf(item.type);
  const Icon = style.icon;
  const urgentLink =
    item.type === "urgent_call" || item.type === "substitute_wanted" ? (
      <a href={roster} className="text-sm font-semibold text-primary underline underline-offset-4">
        Open the watch roster
      </a>
    ) : null;
  const body = (extra: ReactNode = null) => (
    <>
      <span
        className={cn("flex size-9 shrink-0 items-center justify-center rounded-full", style.chip)}
        aria-hidden="true"
      >
        <Icon className="size-4.5" />
      </span>
      <span className="grid min-w-0 flex-1 gap-1">
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className={cn("rounded-full px-2 py-0.5 text-xs font-semibold", style.chip)}>{style.label}</span>
          <time dateTime={item.createdAt} className="text-xs text-muted-foreground">
            {when.format(new Date(item.createdAt))}
          </time>
        </span>
        <span className={cn("font-semibold break-words", item.isRead && "font-medium text-muted-foreground")}>
          {item.title}
        </span>
        <span className="text-sm break-words whitespace-pre-line text-muted-foreground">{item.message}</span>
        {item.createdByName ? <span className="text-xs text-muted-foreground">From {item.createdByName}</span> : null}
        {extra}
      </span>
      {item.isRead ? null : (
        <span className="mt-1 flex items-center">
          <span className="size-2.5 rounded-full bg-primary" aria-hidden="true" />
          <span className="sr-only">Unread</span>
        </span>
      )}
    </>
  );
  const frame = cn(
    "flex w-full items-start gap-3 rounded-xl border border-l-4 p-4 text-left",
    style.card,
    item.isRead ? "bg-muted/40" : "bg-card shadow-sm",
  );
  if (item.isRead) {
    return (
      <article aria-label={`${style.label}: ${item.title} (read)`} className={frame}>
        {body(urgentLink)}
      </article>
    );
  }
  return (
    <div>
      <button
        type="button"
        onClick={onRead}
        aria-label={`${style.label}: ${item.title}. Unread; mark as read`}
        className={cn(
          frame,
          "cursor-pointer transition-colors outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring motion-reduce:transition-none",
        )}
      >
        {body()}
      </button>
      {urgentLink ? <p className="mt-2 pl-5">{urgentLink}</p> : null}
    </div>
  );
}
