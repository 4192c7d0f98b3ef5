import type { GroupSummary } from "@common/groups";
import { getWatch } from "@common/watches";
import { useQuery } from "@tanstack/react-query";
import {
  BellIcon,
  BookOpenIcon,
  CalendarIcon,
  MessageCircleIcon,
  PlusIcon,
  StickyNoteIcon,
  UsersIcon,
} from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { discoverGroupsQuery, myGroupsQuery } from "../api/groups-api";
import { useGroupsEnvironment } from "../groups-context";
import { DiscoverActions } from "./community-screen";
import { CreateGroupDialog } from "./create-group-dialog";
import { GroupCard } from "./group-card";
import { GroupDetailDialog } from "./group-detail-dialog";

/** Mine first, then public groups I am not in; each once. */
export function groupsForWatch(mine: GroupSummary[], discovered: GroupSummary[], watchNumber: number): GroupSummary[] {
  const own = mine.filter((group) => group.watchNumber === watchNumber);
  const seen = new Set(own.map((group) => group.id));
  return [...own, ...discovered.filter((group) => group.watchNumber === watchNumber && !seen.has(group.id))];
}

const FEATURES = [
  { icon: StickyNoteIcon, title: "Group Prayer Wall", text: "Share requests; pray, react and comment together." },
  { icon: MessageCircleIcon, title: "Group Chat", text: "Encourage one another between watches." },
  { icon: CalendarIcon, title: "Prayer Schedule", text: "Plan times to pray together." },
  { icon: BookOpenIcon, title: "Shared Studies", text: "Study scripture as a group." },
  { icon: BellIcon, title: "Group Alerts", text: "Hear from your group leader." },
] as const;

/** The prayer room's Community tab (core spec §2): groups for this watch, Create Group, cards, features. */
export function RoomCommunityTab({ watchNumber }: { watchNumber: number }) {
  const { userId } = useGroupsEnvironment();
  const signedIn = userId !== null;
  const mine = useQuery(myGroupsQuery(signedIn));
  const discovered = useQuery(discoverGroupsQuery({ watch: watchNumber }, signedIn));
  const [creating, setCreating] = useState(false);
  const [details, setDetails] = useState<number | null>(null);
  const watch = getWatch(watchNumber);
  const pending = mine.isPending || discovered.isPending;
  const groups = groupsForWatch(mine.data ?? [], discovered.data ?? [], watchNumber);

  return (
    <div className="grid gap-5">
      <section aria-labelledby="room-groups-heading" className="room-panel grid gap-4 rounded-xl p-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="room-groups-heading" className="flex items-center gap-2 text-lg font-semibold">
            <UsersIcon className="room-accent-text size-5" aria-hidden="true" /> Prayer Groups for the{" "}
            {watch?.name ?? "watch"}
          </h2>
          <Button className="room-accent-button" onClick={() => setCreating(true)}>
            <PlusIcon aria-hidden="true" /> Create Group
          </Button>
        </div>
        {!signedIn ? (
          <p className="text-sm text-muted-foreground">Sign in to see, join and create prayer groups for this watch.</p>
        ) : pending ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
            <Spinner /> Loading prayer groups...
          </p>
        ) : mine.isError || discovered.isError ? (
          <div role="alert" className="grid justify-items-start gap-2 text-sm">
            <p>Prayer groups could not be loaded.</p>
            <Button
              size="sm"
              variant="outline"
              onClick={() => {
                void mine.refetch();
                void discovered.refetch();
              }}
            >
              Try again
            </Button>
          </div>
        ) : groups.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No groups pray this watch yet. Create the first and invite others to join you.
          </p>
        ) : (
          <ul className="grid gap-3 md:grid-cols-2">
            {groups.map((group) => (
              <li key={group.id} className="grid">
                <GroupCard
                  group={group}
                  actions={<DiscoverActions group={group} onOpen={() => setDetails(group.id)} />}
                />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="room-community-features-heading" className="room-panel grid gap-3 rounded-xl p-4">
        <h2 id="room-community-features-heading" className="text-base font-semibold">
          Community Features
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-3">
              <span
                className="room-accent-bg flex size-9 shrink-0 items-center justify-center rounded-lg"
                aria-hidden="true"
              >
                <Icon className="size-4" />
              </span>
              <span>
                <span className="block text-sm font-semibold">{title}</span>
                <span className="block text-sm text-muted-foreground">{text}</span>
              </span>
            </li>
          ))}
        </ul>
      </section>

      <CreateGroupDialog open={creating} onOpenChange={setCreating} userId={userId} defaultWatch={watchNumber} />
      {details !== null ? (
        <GroupDetailDialog groupId={details} open onOpenChange={(open) => !open && setDetails(null)} />
      ) : null}
    </div>
  );
}
