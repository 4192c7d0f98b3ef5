import type { GroupSummary } from "@common/groups";
import { useQuery } from "@tanstack/react-query";
import {
  BellIcon,
  CompassIcon,
  EyeIcon,
  HandHeartIcon,
  InfoIcon,
  MessageCircleIcon,
  PlusIcon,
  SettingsIcon,
  ShieldIcon,
  UserPlusIcon,
  UsersIcon,
} from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { NativeSelect } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import { latestPostsQuery, myGroupsQuery } from "../api/groups-api";
import { groupTiming } from "../group-status";
import { currentPath, useGroupsEnvironment } from "../groups-context";
import { CreateGroupDialog } from "./create-group-dialog";
import { GroupCard } from "./group-card";
import { GroupChatLauncher } from "./group-chat-launcher";
import { GroupDetailDialog } from "./group-detail-dialog";
import { InviteButton } from "./invite-button";
import { ManageGroupDialog } from "./manage-group-dialog";

type Invite = { groupId: number | null; groupName: string | null };

/**
 * The Groups tab (community spec §2, issue 17 §6): 'My Prayer Groups' from the server, the Create Group
 * dialog, cards, and the side column (Invite Members, Prayer Requests, Group Settings, an info alert).
 */
export function MyPrayerGroups() {
  const { userId, links, renderInviteDialog } = useGroupsEnvironment();
  const groups = useQuery(myGroupsQuery(userId !== null));
  const [creating, setCreating] = useState(false);
  const [chat, setChat] = useState<{ id: number; name: string } | null>(null);
  const [details, setDetails] = useState<number | null>(null);
  const [managing, setManaging] = useState<number | null>(null);
  const [invite, setInvite] = useState<Invite | null>(null);
  const mine = groups.data ?? [];

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <section aria-labelledby="my-groups-heading" className="grid min-w-0 gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h3 id="my-groups-heading" className="flex items-center gap-2 text-lg font-semibold">
            <UsersIcon className="size-5 text-primary" aria-hidden="true" /> My Prayer Groups
          </h3>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" asChild>
              <a href={links.community}>
                <CompassIcon aria-hidden="true" /> Find Groups
              </a>
            </Button>
            <Button onClick={() => setCreating(true)}>
              <PlusIcon aria-hidden="true" /> Create Group
            </Button>
          </div>
        </div>

        {groups.isPending ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
            <Spinner /> Loading prayer groups...
          </p>
        ) : groups.isError ? (
          <div
            role="alert"
            className="grid justify-items-start gap-2 rounded-xl border border-destructive/40 p-4 text-sm"
          >
            <p>Your prayer groups could not be loaded.</p>
            <Button size="sm" variant="outline" onClick={() => void groups.refetch()}>
              Try again
            </Button>
          </div>
        ) : mine.length === 0 ? (
          <EmptyGroups onCreate={() => setCreating(true)} findHref={links.community} />
        ) : (
          <ul className="grid gap-4 md:grid-cols-2">
            {mine.map((group) => (
              <li key={group.id} className="grid">
                <GroupCard
                  group={group}
                  headingLevel={4}
                  actions={
                    <MyGroupActions
                      group={group}
                      onChat={() => setChat({ id: group.id, name: group.name })}
                      onDetails={() => setDetails(group.id)}
                    />
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </section>

      <aside aria-label="Group tools" className="grid min-w-0 gap-4">
        {renderInviteDialog ? <InviteMembersCard groups={mine} onInvite={setInvite} /> : null}
        <PrayerRequestsCard enabled={userId !== null && mine.length > 0} />
        <GroupSettingsCard groups={mine} onManage={setManaging} />
        <div role="note" className="flex gap-3 rounded-xl border border-primary/30 bg-primary/5 p-4 text-sm">
          <InfoIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          <p>
            A group shows <strong>Live</strong> only while its members are praying for the group's watch, in a prayer
            session or with the prayer room's stopwatch running. Otherwise its card shows when the group next prays.
          </p>
        </div>
      </aside>

      <CreateGroupDialog open={creating} onOpenChange={setCreating} userId={userId} />
      <GroupChatLauncher chat={chat} onClose={() => setChat(null)} />
      {details !== null ? (
        <GroupDetailDialog groupId={details} open onOpenChange={(open) => !open && setDetails(null)} />
      ) : null}
      {managing !== null ? (
        <ManageGroupDialog groupId={managing} open onOpenChange={(open) => !open && setManaging(null)} />
      ) : null}
      {renderInviteDialog && invite
        ? renderInviteDialog({ ...invite, open: true, onOpenChange: (open) => !open && setInvite(null) })
        : null}
    </div>
  );
}

function EmptyGroups({ onCreate, findHref }: { onCreate: () => void; findHref: string }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-input bg-card/70 px-6 py-10 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
        <UsersIcon className="size-6" aria-hidden="true" />
      </span>
      <p className="text-base font-medium">You are not in a prayer group yet</p>
      <p className="max-w-md text-sm text-muted-foreground">
        Pray with others: create a group for your watch and invite people, or find a group to join.
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button onClick={onCreate}>
          <PlusIcon aria-hidden="true" /> Create Group
        </Button>
        <Button variant="outline" asChild>
          <a href={findHref}>
            <CompassIcon aria-hidden="true" /> Find a Group
          </a>
        </Button>
      </div>
    </div>
  );
}

function MyGroupActions({
  group,
  onChat,
  onDetails,
}: {
  group: GroupSummary;
  onChat: () => void;
  onDetails: () => void;
}) {
  const { links } = useGroupsEnvironment();
  const timing = groupTiming(group);
  const prayingNow = timing.kind === "live" || (timing.kind === "watch" && timing.label.startsWith("Watch hours"));
  return (
    <>
      {group.watchNumber !== null && prayingNow ? (
        <Button size="sm" asChild>
          <a href={links.prayerRoom(group.watchNumber)}>
            <HandHeartIcon aria-hidden="true" /> Join Prayer
          </a>
        </Button>
      ) : (
        <Button size="sm" variant="outline" asChild>
          <a href={links.reminders(group.watchNumber)}>
            <BellIcon aria-hidden="true" /> Set Reminder
          </a>
        </Button>
      )}
      <Button size="sm" variant="outline" onClick={onChat} aria-label={`Chat with ${group.name}`}>
        <MessageCircleIcon aria-hidden="true" /> Chat
      </Button>
      <InviteButton group={group} />
      <Button size="sm" variant="outline" asChild>
        <a href={links.groupPage(group.id, "roster", currentPath())} aria-label={`Watch roster of ${group.name}`}>
          <ShieldIcon aria-hidden="true" /> Roster
        </a>
      </Button>
      <Button size="sm" variant="ghost" onClick={onDetails} aria-label={`Open ${group.name}`}>
        <EyeIcon aria-hidden="true" /> Open
      </Button>
    </>
  );
}

function SideCard({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="grid gap-3 rounded-xl border border-border bg-card p-4 shadow-xs">
      <h3 id={id} className="flex items-center gap-2 text-sm font-semibold [&_svg]:size-4 [&_svg]:text-primary">
        {icon} {title}
      </h3>
      {children}
    </section>
  );
}

function InviteMembersCard({ groups, onInvite }: { groups: GroupSummary[]; onInvite: (invite: Invite) => void }) {
  const [choice, setChoice] = useState("app");
  const selectId = useId();
  const chosen = groups.find((group) => String(group.id) === choice);
  return (
    <SideCard title="Invite Members" icon={<UserPlusIcon aria-hidden="true" />}>
      <p className="text-sm text-muted-foreground">Invite a friend to pray with one of your groups, or to the app.</p>
      <label htmlFor={selectId} className="sr-only">
        Invite to
      </label>
      <NativeSelect id={selectId} value={chosen ? choice : "app"} onChange={(event) => setChoice(event.target.value)}>
        <option value="app">Prayer Journey (the app)</option>
        {groups.map((group) => (
          <option key={group.id} value={group.id}>
            {group.name}
          </option>
        ))}
      </NativeSelect>
      <Button
        variant="outline"
        onClick={() =>
          onInvite(chosen ? { groupId: chosen.id, groupName: chosen.name } : { groupId: null, groupName: null })
        }
      >
        <UserPlusIcon aria-hidden="true" /> Invite Members
      </Button>
    </SideCard>
  );
}

function PrayerRequestsCard({ enabled }: { enabled: boolean }) {
  const { links } = useGroupsEnvironment();
  const posts = useQuery(latestPostsQuery(enabled));
  const from = currentPath();
  return (
    <SideCard title="Prayer Requests" icon={<HandHeartIcon aria-hidden="true" />}>
      {!enabled ? (
        <p className="text-sm text-muted-foreground">Prayers shared in your groups appear here.</p>
      ) : posts.isPending ? (
        <p className="text-sm text-muted-foreground" role="status">
          Loading prayers...
        </p>
      ) : posts.isError ? (
        <p className="text-sm text-muted-foreground">Prayer requests could not be loaded.</p>
      ) : posts.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">No prayers shared in your groups yet.</p>
      ) : (
        <ul className="grid gap-2">
          {posts.data.map((post) => (
            <li key={post.id}>
              <a
                href={links.groupPage(post.groupId, "prayer-wall", from)}
                className="block rounded-lg border border-border p-2 outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
              >
                <span className="block truncate text-sm font-medium">{post.title}</span>
                <span className="block truncate text-xs text-muted-foreground">
                  {post.groupName} · {post.userName}
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </SideCard>
  );
}

function GroupSettingsCard({ groups, onManage }: { groups: GroupSummary[]; onManage: (groupId: number) => void }) {
  const { links } = useGroupsEnvironment();
  return (
    <SideCard title="Group Settings" icon={<SettingsIcon aria-hidden="true" />}>
      <div className="grid gap-2">
        <h4 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">Manage Groups</h4>
        {groups.length === 0 ? (
          <p className="text-sm text-muted-foreground">Groups you lead or belong to appear here.</p>
        ) : (
          <ul className="grid gap-1.5">
            {groups.map((group) => (
              <li key={group.id} className="flex items-center justify-between gap-2">
                <span className="min-w-0 truncate text-sm">{group.name}</span>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => onManage(group.id)}
                  aria-label={`Manage ${group.name}`}
                >
                  {group.myRole === "leader" ? "Manage" : "Membership"}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="grid gap-1">
        <h4 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">Notifications</h4>
        <a href={links.reminders(null)} className="text-sm text-primary underline-offset-4 hover:underline">
          Prayer reminders and alerts
        </a>
      </div>
      <div className="grid gap-1">
        <h4 className="flex items-center gap-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          <ShieldIcon className="size-3.5" aria-hidden="true" /> Privacy
        </h4>
        <p className="text-sm text-muted-foreground">
          Members see each other's names, the group's prayers and chat; never your e-mail. A public group's name,
          description and member count are visible to anyone signed in; a private group is hidden from others.
        </p>
        {groups.length > 0 ? (
          <ul className="grid gap-0.5 text-sm">
            {groups.map((group) => (
              <li key={group.id} className="flex justify-between gap-2">
                <span className="min-w-0 truncate">{group.name}</span>
                <span className="text-muted-foreground">{group.isPublic ? "Public" : "Private"}</span>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </SideCard>
  );
}
