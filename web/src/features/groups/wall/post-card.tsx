import { GROUP_LIMITS, type PostComment, type PrayerPost, REACTION_TYPES, type ReactionType } from "@common/groups";
import {
  FlameIcon,
  HandHeartIcon,
  HeartIcon,
  type LucideIcon,
  MessageSquareIcon,
  PinIcon,
  PinOffIcon,
  Trash2Icon,
} from "lucide-react";
import { type FormEvent, type ReactNode, useId, useRef, useState } from "react";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { SubmitButton } from "@/components/ui/submit-button";
import { Textarea } from "@/components/ui/textarea";
import { errorMessage } from "@/lib/api-client";
import { toastError, toastSuccess } from "@/lib/toast";
import { cn } from "@/lib/utils";
import { useAddComment, useDeleteComment, useDeletePost, usePinPost, useReactToPost } from "./api";

/** The three reactions (community §9), drawn with the app's icons (an emoji needs a font some devices lack). */
export const REACTIONS: Record<ReactionType, { label: string; icon: LucideIcon; verb: string; tint: string }> = {
  pray: { label: "Pray", icon: HandHeartIcon, verb: "Praying", tint: "text-primary" },
  heart: { label: "Heart", icon: HeartIcon, verb: "Loved by", tint: "text-rose-600 dark:text-rose-400" },
  fire: { label: "Fire", icon: FlameIcon, verb: "Fired up", tint: "text-orange-600 dark:text-orange-400" },
};

/** The wall's heading, where focus goes when a deleted post takes its Delete button with it. */
export const WALL_HEADING_ID = "group-wall-heading";

export interface WallViewer {
  id: number;
  name: string;
  isLeader: boolean;
}

const dateTime = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

/** 'Ruth Ade, You and Ben Okoro' (the viewer first, as 'You'). */
function namesOf(reactors: { userId: number; userName: string }[], viewerId: number): string {
  const names = [
    ...reactors.filter((reactor) => reactor.userId === viewerId).map(() => "You"),
    ...reactors.filter((reactor) => reactor.userId !== viewerId).map((reactor) => reactor.userName),
  ];
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

/** One prayer post on a group's wall: reactions with who, comments, and the leader's and author's controls. */
export function PostCard({
  post,
  viewer,
  commentOpen,
  onToggleComment,
}: {
  post: PrayerPost;
  viewer: WallViewer;
  commentOpen: boolean;
  onToggleComment: () => void;
}) {
  const titleId = useId();
  const mine = post.userId === viewer.id;
  const commentButton = useRef<HTMLButtonElement>(null);
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        "grid gap-4 rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:p-5",
        post.isPinned ? "border-gold bg-gold/8 ring-1 ring-gold/40" : "border-border",
      )}
    >
      <header className="grid gap-1.5">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 id={titleId} className="min-w-0 text-lg leading-snug font-semibold break-words">
            {post.title}
          </h3>
          {post.isPinned ? (
            <Badge variant="outline" className="border-gold text-gold-text">
              <PinIcon aria-hidden="true" /> Pinned
            </Badge>
          ) : null}
        </div>
        <p className="text-sm text-muted-foreground">
          <span className="font-medium text-foreground">{mine ? "You" : post.userName}</span>
          {" · "}
          <time dateTime={post.createdAt}>{dateTime.format(new Date(post.createdAt))}</time>
        </p>
      </header>
      <p className="break-words whitespace-pre-wrap">{post.content}</p>
      {post.tags.length > 0 ? (
        <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
          {post.tags.map((tag) => (
            <li key={tag}>
              <Badge variant="secondary">#{tag}</Badge>
            </li>
          ))}
        </ul>
      ) : null}

      <Reactions post={post} viewer={viewer} />

      <div className="flex flex-wrap items-center gap-2 border-t border-border pt-3">
        <Button ref={commentButton} variant="ghost" size="sm" aria-expanded={commentOpen} onClick={onToggleComment}>
          <MessageSquareIcon aria-hidden="true" />
          {post.comments.length > 0 ? `Comment (${post.comments.length})` : "Comment"}
        </Button>
        {viewer.isLeader ? <PinButton post={post} /> : null}
        {mine || viewer.isLeader ? (
          <DeleteButton
            label="Delete"
            title="Delete this prayer?"
            description={
              mine
                ? "Your prayer and its comments and reactions are removed for every member."
                : `${post.userName}'s prayer and its comments and reactions are removed for every member.`
            }
            groupId={post.groupId}
            what="post"
            id={post.id}
            focusAfterDelete={() => document.getElementById(WALL_HEADING_ID)?.focus()}
          />
        ) : null}
      </div>

      {post.comments.length > 0 ? (
        <ul aria-label="Comments" className="grid gap-2">
          {post.comments.map((comment) => (
            <CommentItem
              key={comment.id}
              comment={comment}
              groupId={post.groupId}
              viewer={viewer}
              focusAfterDelete={() => commentButton.current?.focus()}
            />
          ))}
        </ul>
      ) : null}
      {commentOpen ? (
        <CommentBox
          post={post}
          onDone={() => {
            onToggleComment();
            commentButton.current?.focus();
          }}
        />
      ) : null}
    </article>
  );
}

function Reactions({ post, viewer }: { post: PrayerPost; viewer: WallViewer }) {
  const react = useReactToPost(post.groupId, { id: viewer.id, name: viewer.name });
  const baseId = useId();
  return (
    <div className="grid gap-1.5">
      <ul aria-label="Reactions" className="flex flex-wrap gap-2">
        {REACTION_TYPES.map((type) => {
          const reactors = post.reactions[type];
          const pressed = reactors.some((reactor) => reactor.userId === viewer.id);
          const who = namesOf(reactors, viewer.id);
          const whoId = `${baseId}-${type}`;
          const Icon = REACTIONS[type].icon;
          return (
            <li key={type}>
              <button
                type="button"
                aria-pressed={pressed}
                aria-label={`${REACTIONS[type].label} (${reactors.length})`}
                aria-describedby={who ? whoId : undefined}
                title={who ? `${REACTIONS[type].verb}: ${who}` : REACTIONS[type].label}
                onClick={() =>
                  react.mutate(
                    { postId: post.id, reactionType: type },
                    { onError: (error) => toastError("Reaction Not Saved", errorMessage(error, "Please try again.")) },
                  )
                }
                className={cn(
                  "inline-flex h-9 items-center gap-1.5 rounded-full border px-3 text-sm font-medium transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background",
                  pressed
                    ? "border-primary bg-primary/12 text-foreground"
                    : "border-border bg-card text-muted-foreground hover:bg-accent hover:text-accent-foreground",
                )}
              >
                <Icon
                  aria-hidden="true"
                  className={cn("size-4", REACTIONS[type].tint, pressed && type !== "pray" && "fill-current")}
                />
                <span aria-hidden="true">{reactors.length}</span>
              </button>
              {who ? (
                <span id={whoId} hidden>
                  {`${REACTIONS[type].verb}: ${who}`}
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
      <ReactorsLine post={post} viewerId={viewer.id} />
    </div>
  );
}

/** Who reacted, in words, so it needs no hover (the buttons' titles say the same per reaction). */
function ReactorsLine({ post, viewerId }: { post: PrayerPost; viewerId: number }) {
  const parts = REACTION_TYPES.filter((type) => post.reactions[type].length > 0).map((type) => {
    const Icon = REACTIONS[type].icon;
    return (
      <span key={type} className="inline-flex items-center gap-1">
        <Icon aria-hidden="true" className={cn("size-3.5", REACTIONS[type].tint)} />
        <span className="sr-only">{REACTIONS[type].verb}: </span>
        {namesOf(post.reactions[type], viewerId)}
      </span>
    );
  });
  if (parts.length === 0) return null;
  return <p className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted-foreground">{parts}</p>;
}

function PinButton({ post }: { post: PrayerPost }) {
  const pin = usePinPost(post.groupId);
  const pinned = post.isPinned;
  return (
    <Button
      variant="ghost"
      size="sm"
      disabled={pin.isPending}
      onClick={() =>
        pin.mutate(
          { postId: post.id, pinned: !pinned },
          {
            onSuccess: () =>
              pinned
                ? toastSuccess("Post Unpinned", "This prayer is no longer pinned.")
                : toastSuccess("Post Pinned", "This prayer has been pinned to the top of the group."),
            onError: (error) => toastError("Pin Not Changed", errorMessage(error, "Please try again.")),
          },
        )
      }
    >
      {pinned ? <PinOffIcon aria-hidden="true" /> : <PinIcon aria-hidden="true" />}
      {pinned ? "Unpin" : "Pin"}
    </Button>
  );
}

function DeleteButton({
  label,
  title,
  description,
  groupId,
  what,
  id,
  focusAfterDelete,
  compact = false,
}: {
  label: string;
  title: string;
  description: ReactNode;
  groupId: number;
  what: "post" | "comment";
  id: number;
  /** Where focus goes once confirmed (the button itself goes away with what it deletes). */
  focusAfterDelete: () => void;
  compact?: boolean;
}) {
  const deletePost = useDeletePost(groupId);
  const deleteComment = useDeleteComment(groupId);
  const remove = what === "post" ? deletePost : deleteComment;
  const confirmed = useRef(false);
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button
          variant="ghost"
          size={compact ? "icon" : "sm"}
          className={cn("text-destructive hover:text-destructive", compact && "size-8")}
          aria-label={compact ? label : undefined}
          disabled={remove.isPending}
        >
          <Trash2Icon aria-hidden="true" />
          {compact ? null : label}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent
        onCloseAutoFocus={(event) => {
          if (!confirmed.current) return;
          confirmed.current = false;
          event.preventDefault();
          focusAfterDelete();
        }}
      >
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction
            onClick={() => {
              confirmed.current = true;
              remove.mutate(id, {
                onError: (error) => toastError("Not Deleted", errorMessage(error, "Please try again.")),
              });
            }}
          >
            Delete
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

function CommentItem({
  comment,
  groupId,
  viewer,
  focusAfterDelete,
}: {
  comment: PostComment;
  groupId: number;
  viewer: WallViewer;
  focusAfterDelete: () => void;
}) {
  const mine = comment.userId === viewer.id;
  return (
    <li className="flex items-start gap-2 rounded-lg bg-muted/60 px-3 py-2">
      <div className="min-w-0 flex-1">
        <p className="text-xs text-muted-foreground">
          <span className="font-medium text-foreground">{mine ? "You" : comment.userName}</span>
          {" · "}
          <time dateTime={comment.createdAt}>{dateTime.format(new Date(comment.createdAt))}</time>
        </p>
        <p className="text-sm break-words whitespace-pre-wrap">{comment.content}</p>
      </div>
      {mine || viewer.isLeader ? (
        <DeleteButton
          compact
          label={`Delete comment by ${mine ? "you" : comment.userName}`}
          title="Delete this comment?"
          description="It is removed for every member."
          groupId={groupId}
          what="comment"
          id={comment.id}
          focusAfterDelete={focusAfterDelete}
        />
      ) : null}
    </li>
  );
}

/** The one open comment box (community §2, §9: at least 60px high; blank or pending cannot be sent). */
function CommentBox({ post, onDone }: { post: PrayerPost; onDone: () => void }) {
  const [content, setContent] = useState("");
  const add = useAddComment(post.groupId);
  const id = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!content.trim() || add.isPending) return;
    add.mutate(
      { postId: post.id, content: content.trim() },
      {
        onSuccess: () => setContent(""),
        onError: (error) => toastError("Comment Not Posted", errorMessage(error, "Please try again.")),
      },
    );
  }

  return (
    <form onSubmit={submit} className="grid gap-2" noValidate>
      <label htmlFor={id} className="sr-only">
        Add a comment
      </label>
      <Textarea
        id={id}
        autoFocus
        value={content}
        maxLength={GROUP_LIMITS.commentMax}
        placeholder="Add a comment..."
        className="min-h-[60px]"
        onChange={(event) => setContent(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Escape") {
            event.stopPropagation();
            onDone();
          }
        }}
      />
      <div className="flex justify-end gap-2">
        <Button type="button" variant="ghost" size="sm" onClick={onDone}>
          Cancel
        </Button>
        <SubmitButton size="sm" pending={add.isPending} pendingLabel="Posting..." disabled={!content.trim()}>
          Post Comment
        </SubmitButton>
      </div>
    </form>
  );
}
