import type { CalendarFeedLink } from "@common/calendar";
import { useQuery } from "@tanstack/react-query";
import { CalendarPlusIcon, CopyIcon, ExternalLinkIcon, RefreshCwIcon, ShieldAlertIcon } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { Button, type ButtonProps } from "@/components/ui/button";
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { ApiError } from "@/lib/api-client";
import { copyText } from "@/lib/share";
import { toastError, toastSuccess } from "@/lib/toast";
import {
  calendarFeedQueryOptions,
  eventIcsHref,
  useCreateCalendarFeedMutation,
  useDeleteCalendarFeedMutation,
} from "../api/calendar-api";

export interface CalendarFeedButtonProps {
  /** The button's look where it sits (a page's header actions: outline, small). */
  variant?: ButtonProps["variant"];
  size?: ButtonProps["size"];
  className?: string;
}

/**
 * 'Calendar Feed': a dialog for the user's private calendar link (issue 18 §1, decision 045), which calendar
 * apps subscribe to: every event of every group they belong to and the watches they keep. The link is
 * shown once, right after it is made (the server keeps only a digest of its secret); afterwards the dialog
 * says one exists and offers to replace it (the old one stops working) or turn it off.
 */
export function CalendarFeedButton({ variant = "outline", size = "sm", className }: CalendarFeedButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" variant={variant} size={size} className={className}>
          <CalendarPlusIcon aria-hidden="true" /> Calendar Feed
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>Subscribe in Your Calendar</DialogTitle>
          <DialogDescription>
            A private link your calendar app can subscribe to: the events of all your prayer groups and the watches you
            keep, updated as they change.
          </DialogDescription>
        </DialogHeader>
        <DialogBody className="grid gap-5 pb-6">{open ? <CalendarFeedBody /> : null}</DialogBody>
      </DialogContent>
    </Dialog>
  );
}

const when = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));

const failed = (error: unknown) =>
  toastError(
    "Unable to Change the Calendar Link",
    error instanceof ApiError ? error.userMessage : "Please check your connection and try again.",
  );

function CalendarFeedBody() {
  const feed = useQuery(calendarFeedQueryOptions);
  const create = useCreateCalendarFeedMutation();
  const remove = useDeleteCalendarFeedMutation();
  // The link made in this dialog: the only time it can be shown.
  const [fresh, setFresh] = useState<CalendarFeedLink | null>(null);
  const [confirming, setConfirming] = useState<"replace" | "off" | null>(null);
  const busy = create.isPending || remove.isPending;
  const exists = feed.data?.exists === true;

  const makeLink = (replacing: boolean) =>
    create.mutate(undefined, {
      onSuccess: (link) => {
        setFresh(link);
        setConfirming(null);
        toastSuccess(
          replacing ? "Calendar Link Replaced" : "Calendar Link Ready",
          replacing
            ? "The old link no longer works. Copy the new one into your calendar app."
            : "Copy it into your calendar app. It is shown only this once.",
        );
      },
      onError: failed,
    });

  const turnOff = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        setFresh(null);
        setConfirming(null);
        toastSuccess("Calendar Link Off", "Your calendar link no longer works.");
      },
      onError: failed,
    });

  if (feed.isPending) {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        Loading your calendar link...
      </p>
    );
  }
  if (feed.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {feed.error instanceof ApiError ? feed.error.userMessage : "Unable to load your calendar link."}
      </p>
    );
  }

  return (
    <>
      <PrivacyNote />
      {fresh && exists ? (
        <FreshLink link={fresh} />
      ) : exists ? (
        <div className="grid gap-1 text-sm">
          <p>
            You have a calendar link, made {when(feed.data.createdAt ?? new Date().toISOString())}.{" "}
            {feed.data.lastFetchedAt
              ? `A calendar app last fetched it ${when(feed.data.lastFetchedAt)}.`
              : "No calendar app has fetched it yet."}
          </p>
          <p className="text-muted-foreground">
            For your privacy it is shown only once, when it is made. Lost it? Replace it with a new one.
          </p>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">You have no calendar link yet.</p>
      )}

      {confirming ? (
        <Confirm
          text={
            confirming === "replace"
              ? "Replace your calendar link? Calendars subscribed to the old link stop updating."
              : "Turn off your calendar link? Calendars subscribed to it stop updating."
          }
          action={confirming === "replace" ? "Replace Link" : "Turn Off"}
          busy={busy}
          onConfirm={() => (confirming === "replace" ? makeLink(true) : turnOff())}
          onCancel={() => setConfirming(null)}
        />
      ) : exists ? (
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" size="sm" disabled={busy} onClick={() => setConfirming("replace")}>
            <RefreshCwIcon aria-hidden="true" /> Replace Link
          </Button>
          <Button type="button" variant="outline" size="sm" disabled={busy} onClick={() => setConfirming("off")}>
            Turn Off
          </Button>
        </div>
      ) : (
        <div>
          <Button type="button" size="sm" disabled={busy} onClick={() => makeLink(false)}>
            <CalendarPlusIcon aria-hidden="true" /> {create.isPending ? "Creating..." : "Create Link"}
          </Button>
        </div>
      )}
    </>
  );
}

function PrivacyNote() {
  return (
    <div role="note" className="flex gap-3 rounded-lg border border-border bg-muted/60 p-3 text-sm">
      <ShieldAlertIcon className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
      <p>
        Anyone with the link can see your groups' events and your watches, without signing in. Keep it to yourself; if
        it gets out, replace it or turn it off.
      </p>
    </div>
  );
}

function FreshLink({ link }: { link: CalendarFeedLink }) {
  const id = useId();
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>Your calendar link</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          readOnly
          value={link.url}
          onFocus={(event) => event.currentTarget.select()}
          aria-describedby={`${id}-hint`}
          className="min-w-0 flex-1 font-mono text-xs"
        />
        <Button
          type="button"
          variant="outline"
          onClick={() => void copyText(link.url, "Paste it into your calendar app as a subscription.")}
        >
          <CopyIcon aria-hidden="true" /> Copy
        </Button>
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        Shown only this once. In your calendar app, add a calendar 'From URL' or 'By subscription' and paste it.
      </p>
      <div>
        <Button asChild size="sm">
          <a href={link.webcalUrl}>
            <ExternalLinkIcon aria-hidden="true" /> Open in Calendar App
          </a>
        </Button>
      </div>
    </div>
  );
}

function Confirm({
  text,
  action,
  busy,
  onConfirm,
  onCancel,
}: {
  text: string;
  action: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <fieldset aria-label={action} className="grid min-w-0 gap-3 rounded-lg border border-destructive/40 p-3">
      <p className="text-sm">{text}</p>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="destructive" size="sm" disabled={busy} onClick={onConfirm}>
          {action}
        </Button>
        <Button type="button" variant="outline" size="sm" disabled={busy} onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </fieldset>
  );
}

/** 'Add to Calendar': downloads one prayer event's calendar file (members of its group). */
export function EventCalendarLink({
  eventId,
  title,
  children,
}: {
  eventId: number;
  title: string;
  children?: ReactNode;
}) {
  return (
    <Button asChild variant="outline" size="sm">
      <a href={eventIcsHref(eventId)} download aria-label={`Add ${title} to your calendar`}>
        <CalendarPlusIcon aria-hidden="true" /> {children ?? "Add to Calendar"}
      </a>
    </Button>
  );
}
