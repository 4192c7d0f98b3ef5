import type { PrayerGroup, PrayerPost } from "@common/groups";
import { useQuery } from "@tanstack/react-query";
import { PlusIcon, StickyNoteIcon, UsersIcon } from "lucide-react";
import { useState } from "react";
import { GroupLoadError, GroupUnavailable } from "@/components/group-page-states";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { ApiError, errorMessage } from "@/lib/api-client";
import { toastError } from "@/lib/toast";
import { groupPostsQuery, useJoinGroup, wallGroupQuery } from "./api";
import { PostCard, WALL_HEADING_ID } from "./post-card";
import { SharePrayerDialog } from "./share-prayer-dialog";

export interface GroupPrayerWallProps {
  groupId: number;
  /** The signed-in user (their own posts, reactions and comments are theirs to take back). */
  me: { id: number; name: string };
  /** Where to go when the group cannot be shown: the Groups tab, and discovery. */
  links: { myGroups: string; community: string };
}

/** Pinned posts first (in the server's order), then the newest. */
export function wallOrder(posts: PrayerPost[]): PrayerPost[] {
  const pinned = posts.filter((post) => post.isPinned);
  const rest = posts
    .filter((post) => !post.isPinned)
    .toSorted((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
  return [...pinned, ...rest];
}

/**
 * The group prayer wall (community spec §2, §7; issue 17 §4): members read and share prayers, react, comment;
 * the leader pins. Outsiders of a public group see its card and a Join button; a private group (or one that
 * is gone) is simply not there for them.
 */
export function GroupPrayerWall({ groupId, me, links }: GroupPrayerWallProps) {
  const group = useQuery(wallGroupQuery(groupId));
  const member = group.data?.myRole != null;
  const posts = useQuery(groupPostsQuery(groupId, member));
  const [sharing, setSharing] = useState(false);
  const [commentPostId, setCommentPostId] = useState<number | null>(null);

  if (group.isPending || (member && posts.isPending)) {
    return (
      <p role="status" className="flex items-center justify-center gap-2 py-16 text-muted-foreground">
        <Spinner /> Loading prayers...
      </p>
    );
  }
  if (group.isError) {
    return group.error instanceof ApiError && group.error.status === 404 ? (
      <GroupUnavailable
        title="This group is private or no longer exists"
        text="Only its members can see a private group. Ask its leader for an invitation, or find another group."
        links={links}
      />
    ) : (
      <GroupLoadError
        message={errorMessage(group.error, "The group could not be loaded.")}
        retry={() => group.refetch()}
      />
    );
  }
  if (!member) return <JoinCard group={group.data} />;
  if (posts.isError) {
    return (
      <GroupLoadError
        message={errorMessage(posts.error, "The prayers could not be loaded.")}
        retry={() => posts.refetch()}
      />
    );
  }

  const viewer = { ...me, isLeader: group.data.myRole === "leader" };
  const ordered = wallOrder(posts.data ?? []);

  return (
    <section aria-labelledby={WALL_HEADING_ID} className="grid gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={WALL_HEADING_ID} tabIndex={-1} className="text-xl font-semibold outline-none">
          Prayers <span className="text-base font-normal text-muted-foreground">({ordered.length})</span>
        </h2>
        <Button onClick={() => setSharing(true)}>
          <PlusIcon aria-hidden="true" /> New Prayer
        </Button>
      </div>

      {ordered.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-input bg-card/70 px-6 py-12 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-primary/12 text-primary">
            <StickyNoteIcon className="size-6" aria-hidden="true" />
          </span>
          <h3 className="text-lg font-semibold">No prayers yet</h3>
          <p className="text-muted-foreground">Be the first to share a prayer with your group</p>
          <Button onClick={() => setSharing(true)}>Share First Prayer</Button>
        </div>
      ) : (
        <ol className="grid gap-4" aria-label="Prayer posts">
          {ordered.map((post) => (
            <li key={post.id}>
              <PostCard
                post={post}
                viewer={viewer}
                commentOpen={commentPostId === post.id}
                onToggleComment={() => setCommentPostId((open) => (open === post.id ? null : post.id))}
              />
            </li>
          ))}
        </ol>
      )}

      <SharePrayerDialog groupId={groupId} open={sharing} onOpenChange={setSharing} />
    </section>
  );
}

/** A public group seen by someone outside it: what it is, and Join (its posts stay with its members). */
function JoinCard({ group }: { group: PrayerGroup }) {
  const join = useJoinGroup(group.id);
  const requested = group.joinRequested || join.data?.status === "requested";
  return (
    <section
      aria-labelledby="group-join-heading"
      className="grid gap-4 rounded-xl border border-border bg-card p-5 text-card-foreground shadow-sm"
    >
      <div className="grid gap-1">
        <h2 id="group-join-heading" className="text-xl font-semibold">
          {group.name}
        </h2>
        <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
          <UsersIcon className="size-4" aria-hidden="true" />
          {group.memberCount === 1 ? "1 member" : `${group.memberCount} members`} · led by {group.leaderName}
        </p>
      </div>
      {group.description ? <p className="whitespace-pre-wrap">{group.description}</p> : null}
      {group.tags.length > 0 ? (
        <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
          {group.tags.map((tag) => (
            <li key={tag}>
              <Badge variant="secondary">#{tag}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="text-sm text-muted-foreground">Join the group to see and share its prayers.</p>
      <div>
        <Button
          disabled={join.isPending || requested}
          onClick={() =>
            join.mutate(undefined, {
              onError: (error) => toastError("Could Not Join", errorMessage(error, "Please try again.")),
            })
          }
        >
          {join.isPending ? "Joining..." : requested ? "Request sent" : "Join Group"}
        </Button>
      </div>
    </section>
  );
}
