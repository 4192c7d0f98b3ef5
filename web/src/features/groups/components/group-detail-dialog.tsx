import { formatCount } from "@common/format-count";
import type { PrayerGroup } from "@common/groups";
import { getWatch } from "@common/watches";
import { useQuery } from "@tanstack/react-query";
import { BellIcon, BookOpenIcon, CalendarIcon, ShieldCheckIcon, ShieldIcon, StickyNoteIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { ApiError } from "@/lib/api-client";
import { groupQuery } from "../api/groups-api";
import { daysActive } from "../group-status";
import { currentPath, type GroupPage, useGroupsEnvironment } from "../groups-context";
import { memberCountLabel } from "./group-card";
import { JoinGroupButton } from "./join-group-button";

const PAGES: { page: GroupPage; label: string; icon: typeof StickyNoteIcon }[] = [
  { page: "prayer-wall", label: "Prayer Wall", icon: StickyNoteIcon },
  { page: "schedule", label: "Schedule", icon: CalendarIcon },
  { page: "studies", label: "Studies", icon: BookOpenIcon },
  { page: "alerts", label: "Alerts", icon: BellIcon },
  { page: "roster", label: "Watch Roster", icon: ShieldIcon },
];

/**
 * The group detail dialog (core spec §2): members with their roles — the leader 'Group Leader' with an Admin
 * badge, others 'Member', the signed-in user '(You)' — and links to the group pages (the watch roster too) by
 * full page navigation, each carrying where the user came from.
 */
export function GroupDetailDialog({
  groupId,
  open,
  onOpenChange,
}: {
  groupId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { data: group, isPending, error } = useQuery(groupQuery(groupId, open));
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">
        {group ? (
          <GroupDetails group={group} />
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>Group details</DialogTitle>
              <DialogDescription className="sr-only">The group's members and pages.</DialogDescription>
            </DialogHeader>
            <DialogBody>
              {isPending ? (
                <Spinner label="Loading group..." />
              ) : (
                <p role="alert" className="text-sm text-destructive">
                  {error instanceof ApiError && error.status === 404
                    ? "This group is private or no longer exists."
                    : "The group could not be loaded. Please try again."}
                </p>
              )}
            </DialogBody>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function GroupDetails({ group }: { group: PrayerGroup }) {
  const { userId, links } = useGroupsEnvironment();
  const watch = group.watchNumber === null ? undefined : getWatch(group.watchNumber);
  const days = daysActive(group.createdAt);
  const isMember = group.myRole !== null;
  const from = currentPath();
  return (
    <>
      <DialogHeader>
        <DialogTitle>{group.name}</DialogTitle>
        <DialogDescription>{group.description || "No description yet."}</DialogDescription>
      </DialogHeader>
      <DialogBody className="grid gap-5">
        <dl className="grid grid-cols-3 gap-2 text-center">
          <div className="rounded-lg bg-muted p-2">
            <dt className="text-xs text-muted-foreground">Members</dt>
            <dd className="text-lg font-semibold">{formatCount(group.memberCount)}</dd>
          </div>
          <div className="rounded-lg bg-muted p-2">
            <dt className="text-xs text-muted-foreground">Days Active</dt>
            <dd className="text-lg font-semibold">{days}</dd>
          </div>
          <div className="rounded-lg bg-muted p-2">
            <dt className="text-xs text-muted-foreground">Watch</dt>
            <dd className="text-sm font-semibold">{watch ? watch.name : "Any"}</dd>
          </div>
        </dl>
        <p className="text-sm text-muted-foreground">
          {group.isPublic ? "Public: anyone can join instantly." : "Private: members must request to join."} Led by{" "}
          {group.leaderName}.
        </p>

        {isMember ? (
          <section aria-labelledby="group-members-heading" className="grid gap-2">
            <h3 id="group-members-heading" className="text-sm font-semibold">
              Members ({memberCountLabel(group.memberCount)})
            </h3>
            <ul className="grid max-h-64 gap-1.5 overflow-y-auto">
              {group.memberList.map((member) => (
                <li key={member.userId} className="flex items-center gap-3 rounded-lg border border-border p-2">
                  <span
                    aria-hidden="true"
                    className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground"
                  >
                    {member.initials}
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block truncate text-sm font-medium">
                      {member.userName}
                      {member.userId === userId ? " (You)" : ""}
                    </span>
                    <span className="block text-xs text-muted-foreground">
                      {member.role === "leader" ? "Group Leader" : "Member"}
                    </span>
                  </span>
                  {member.role === "leader" ? (
                    <Badge>
                      <ShieldCheckIcon aria-hidden="true" /> Admin
                    </Badge>
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
        ) : (
          <div className="grid gap-2 rounded-lg border border-dashed border-border p-3 text-sm">
            <p className="text-muted-foreground">Members, the prayer wall and the group's pages are for members.</p>
            <JoinGroupButton group={group} />
          </div>
        )}

        {isMember ? (
          <nav aria-label="Group pages" className="grid grid-cols-2 gap-2">
            {PAGES.map(({ page, label, icon: Icon }) => (
              <Button key={page} asChild variant="outline">
                {/* A plain link: the spec opens each group page by full page navigation. */}
                <a href={links.groupPage(group.id, page, from)}>
                  <Icon aria-hidden="true" /> {label}
                </a>
              </Button>
            ))}
          </nav>
        ) : null}
      </DialogBody>
    </>
  );
}
