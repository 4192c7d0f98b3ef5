import { type ChatMessage, chatMessageType, GROUP_LIMITS } from "@common/groups";
import { useInfiniteQuery } from "@tanstack/react-query";
import { ArrowDownIcon, HandHeartIcon, MessageCircleIcon, SendIcon } from "lucide-react";
import { type FormEvent, useId, useLayoutEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/api-client";
import { cn } from "@/lib/utils";
import { chatQueryOptions, messagesOf, useSendChatMessage } from "./api";

export interface GroupChatDialogProps {
  groupId: number;
  name: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The signed-in user, to set their own lines apart (optional). */
  userId?: number;
}

/** How close to the bottom (px) still counts as "at the bottom" for auto-scrolling. */
const BOTTOM_SLACK = 48;

/**
 * The group chat overlay (community spec §2, §4; issue 17 §7): the history kept on the server, paged back
 * with 'Load earlier messages', new lines live for every member. Closing it clears nothing on the server.
 */
export function GroupChatDialog({ groupId, name, open, onOpenChange, userId }: GroupChatDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? <GroupChatContent groupId={groupId} name={name} userId={userId} /> : null}
    </Dialog>
  );
}

function GroupChatContent({ groupId, name, userId }: { groupId: number; name: string; userId?: number }) {
  const chat = useInfiniteQuery(chatQueryOptions(groupId));
  const send = useSendChatMessage(groupId);
  const [draft, setDraft] = useState("");
  const inputRef = useRef<HTMLInputElement>(null);
  const scrollerRef = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const [showJump, setShowJump] = useState(false);
  /** Height and offset before an older page was asked for, so the lines in view stay put. */
  const restore = useRef<{ height: number; top: number } | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const ids = { input: useId(), hint: useId(), error: useId() };

  const messages = messagesOf(chat.data);
  const newest = messages.at(-1);
  const oldestId = messages[0]?.id;
  const lastNewestId = useRef<number | undefined>(undefined);

  // Older lines added above: keep the view where it was.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the oldest line changes.
  useLayoutEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller || !restore.current) return;
    scroller.scrollTop = restore.current.top + (scroller.scrollHeight - restore.current.height);
    restore.current = null;
  }, [oldestId]);

  // A new line at the bottom: follow it when the reader was at the bottom, and read it out.
  useLayoutEffect(() => {
    const scroller = scrollerRef.current;
    if (!newest) return;
    const first = lastNewestId.current === undefined;
    if (newest.id === lastNewestId.current) return;
    lastNewestId.current = newest.id;
    if (scroller && (first || atBottom.current)) scroller.scrollTop = scroller.scrollHeight;
    else if (!first) setShowJump(true);
    if (!first && newest.userId !== userId) setAnnouncement(spoken(newest));
  }, [newest, userId]);

  function onScroll() {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    atBottom.current = scroller.scrollHeight - scroller.scrollTop - scroller.clientHeight <= BOTTOM_SLACK;
    if (atBottom.current) setShowJump(false);
  }

  function jumpToLatest() {
    const scroller = scrollerRef.current;
    if (scroller) scroller.scrollTop = scroller.scrollHeight;
    atBottom.current = true;
    setShowJump(false);
    inputRef.current?.focus();
  }

  function loadEarlier() {
    const scroller = scrollerRef.current;
    if (scroller) restore.current = { height: scroller.scrollHeight, top: scroller.scrollTop };
    void chat.fetchNextPage();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const message = draft.trim();
    if (!message || send.isPending) return;
    atBottom.current = true;
    send.mutate(message, {
      onSuccess: () => {
        setDraft("");
        inputRef.current?.focus();
      },
    });
  }

  const typedAsPrayer = draft.trim() !== "" && chatMessageType(draft) === "prayer";

  return (
    <DialogContent
      className="h-[min(85dvh,40rem)] max-w-lg"
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        inputRef.current?.focus();
      }}
    >
      <DialogHeader className="border-b border-border pb-4">
        <DialogTitle className="flex items-center gap-2">
          <MessageCircleIcon className="size-5 shrink-0 text-primary" aria-hidden="true" />
          <span className="truncate">{name}</span>
        </DialogTitle>
        <DialogDescription>Group chat. Members see every message; the history is kept.</DialogDescription>
      </DialogHeader>

      <div className="relative flex min-h-0 flex-1 flex-col">
        <section
          ref={scrollerRef}
          onScroll={onScroll}
          aria-label="Messages"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the history scrolls by keyboard too.
          tabIndex={0}
          className="min-h-0 flex-1 overflow-y-auto px-4 py-3 outline-none focus-visible:ring-2 focus-visible:ring-ring/40 focus-visible:ring-inset sm:px-6"
        >
          {chat.isPending ? (
            <p className="flex items-center justify-center gap-2 py-10 text-sm text-muted-foreground">
              <Spinner /> Loading messages...
            </p>
          ) : chat.isError ? (
            <div role="alert" className="grid justify-items-center gap-3 py-10 text-center text-sm">
              <p>{errorMessage(chat.error, "The chat could not be loaded.")}</p>
              <Button variant="outline" size="sm" onClick={() => void chat.refetch()}>
                Try again
              </Button>
            </div>
          ) : (
            <>
              {chat.hasNextPage ? (
                <div className="mb-3 flex justify-center">
                  <Button variant="outline" size="sm" onClick={loadEarlier} disabled={chat.isFetchingNextPage}>
                    {chat.isFetchingNextPage ? <Spinner className="text-current" /> : null}
                    {chat.isFetchingNextPage ? "Loading..." : "Load earlier messages"}
                  </Button>
                </div>
              ) : messages.length > 0 ? (
                <p className="mb-3 text-center text-xs text-muted-foreground">Start of the conversation</p>
              ) : null}
              {messages.length === 0 ? (
                <p className="py-10 text-center text-sm text-muted-foreground">
                  No messages yet. Say hello to your group.
                </p>
              ) : (
                <ol className="grid gap-3">
                  {messages.map((line, index) => (
                    <ChatLine
                      key={line.id}
                      line={line}
                      mine={userId !== undefined && line.userId === userId}
                      continued={continues(messages[index - 1], line)}
                    />
                  ))}
                </ol>
              )}
            </>
          )}
        </section>
        {showJump ? (
          <Button
            size="sm"
            variant="secondary"
            className="absolute bottom-3 left-1/2 -translate-x-1/2 shadow-md"
            onClick={jumpToLatest}
          >
            <ArrowDownIcon aria-hidden="true" /> New messages
          </Button>
        ) : null}
      </div>

      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>

      <form onSubmit={submit} className="grid gap-1.5 border-t border-border px-4 py-3 sm:px-6" noValidate>
        <div className="flex gap-2">
          <label htmlFor={ids.input} className="sr-only">
            Message
          </label>
          <Input
            ref={inputRef}
            id={ids.input}
            value={draft}
            maxLength={GROUP_LIMITS.chatMessageMax}
            autoComplete="off"
            placeholder="Type a message..."
            aria-describedby={
              [typedAsPrayer ? ids.hint : null, send.isError ? ids.error : null].filter(Boolean).join(" ") || undefined
            }
            onChange={(event) => {
              setDraft(event.target.value);
              if (send.isError) send.reset();
            }}
          />
          <Button type="submit" disabled={draft.trim() === "" || send.isPending}>
            {send.isPending ? <Spinner className="text-current" /> : <SendIcon aria-hidden="true" />}
            Send
          </Button>
        </div>
        {typedAsPrayer ? (
          <p id={ids.hint} className="text-xs font-medium text-gold-text">
            <HandHeartIcon className="mr-1 inline size-3.5 align-[-2px]" aria-hidden="true" />
            Sent as a prayer
          </p>
        ) : null}
        {send.isError ? (
          <p id={ids.error} role="alert" className="text-sm font-medium text-destructive">
            {errorMessage(send.error, "Your message was not sent. Please try again.")}
          </p>
        ) : null}
      </form>
    </DialogContent>
  );
}

function spoken(line: ChatMessage): string {
  if (line.type === "system") return line.message;
  return `${line.userName}${line.type === "prayer" ? " prays" : ""}: ${line.message}`;
}

const timeFormat = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit" });
const dayTimeFormat = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

function when(timestamp: string): string {
  const date = new Date(timestamp);
  const today = new Date();
  return date.toDateString() === today.toDateString() ? timeFormat.format(date) : dayTimeFormat.format(date);
}

/** Lines from one sender within a few minutes read as one run: the name and time show once (visibly). */
const RUN_GAP_MS = 5 * 60_000;
function continues(previous: ChatMessage | undefined, line: ChatMessage): boolean {
  return (
    previous !== undefined &&
    previous.type !== "system" &&
    line.type !== "system" &&
    previous.userId === line.userId &&
    previous.userName === line.userName &&
    Date.parse(line.timestamp) - Date.parse(previous.timestamp) < RUN_GAP_MS
  );
}

function ChatLine({ line, mine, continued }: { line: ChatMessage; mine: boolean; continued: boolean }) {
  if (line.type === "system") {
    return (
      <li className="flex justify-center" data-type="system">
        <p className="rounded-full bg-muted px-3 py-1 text-center text-xs text-muted-foreground">
          {line.message} <time dateTime={line.timestamp}>· {when(line.timestamp)}</time>
        </p>
      </li>
    );
  }
  const prayer = line.type === "prayer";
  return (
    <li
      className={cn("flex flex-col gap-1", mine ? "items-end" : "items-start", continued && "-mt-2")}
      data-type={line.type}
    >
      <p className={cn("text-xs text-muted-foreground", continued && "sr-only")}>
        <span className="font-medium text-foreground">{mine ? "You" : line.userName}</span>{" "}
        <time dateTime={line.timestamp}>{when(line.timestamp)}</time>
      </p>
      <p
        className={cn(
          "max-w-[85%] rounded-2xl px-3 py-2 text-sm break-words whitespace-pre-wrap",
          prayer
            ? "border border-gold/60 bg-gold/15 text-foreground"
            : mine
              ? "bg-primary text-primary-foreground"
              : "bg-secondary text-secondary-foreground",
        )}
      >
        {prayer ? (
          <>
            <HandHeartIcon className="mr-1.5 inline size-4 align-[-3px] text-gold-text" aria-hidden="true" />
            <span className="sr-only">Prayer: </span>
          </>
        ) : null}
        {line.message}
      </p>
    </li>
  );
}
