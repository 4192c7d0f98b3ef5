import { INVITATION_LIMITS, InvitationMessages as messages, SIMPLE_EMAIL } from "@common/invitations";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { CopyIcon, LinkIcon, MailIcon, RefreshCwIcon } from "lucide-react";
import { type FormEvent, type ReactNode, useId, useState } from "react";
import { Button } from "@/components/ui/button";
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
import { SubmitButton } from "@/components/ui/submit-button";
import { ApiError } from "@/lib/api-client";
import { copyText } from "@/lib/share";
import { toastError, toastSuccess } from "@/lib/toast";
import {
  inviteLinkQueryOptions,
  useMailOff,
  useSendInvitationMutation,
  useSetInviteLinkMutation,
} from "../api/invitations-api";

export interface InviteDialogProps {
  /** Invite to this group (only its members may); without it, an invitation to the app itself. */
  group?: { id: number; name: string };
  /** The control that opens the dialog (rendered as its trigger); leave out when `open` is controlled. */
  trigger?: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/**
 * The invitation dialog (community §2, §5, §7, §8; issue 17 §3): an e-mail address, Send, and for a group its
 * shareable link (the leader turns it on, makes a new one or turns it off; members copy it). With mail off
 * the dialog says so and offers the link instead of the form.
 */
export function InviteDialog({ group, trigger, open: openProp, onOpenChange }: InviteDialogProps) {
  const [openState, setOpenState] = useState(false);
  const open = openProp ?? openState;
  const setOpen = (next: boolean) => {
    if (openProp === undefined) setOpenState(next);
    onOpenChange?.(next);
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{group ? `Invite to ${group.name}` : "Invite a Friend"}</DialogTitle>
          <DialogDescription>
            {group
              ? "Invite someone to pray with this group. They get a link that lets them join."
              : "Invite someone to pray the watches with you on Prayer Journey."}
          </DialogDescription>
        </DialogHeader>
        <DialogBody className="grid gap-6 pb-6">
          {open ? <InviteDialogBody group={group} onSent={() => setOpen(false)} /> : null}
        </DialogBody>
      </DialogContent>
    </Dialog>
  );
}

function InviteDialogBody({ group, onSent }: { group: InviteDialogProps["group"]; onSent: () => void }) {
  const healthSaysOff = useMailOff();
  const [serverSaidOff, setServerSaidOff] = useState(false);
  const mailOff = healthSaysOff || serverSaidOff;
  return (
    <>
      {mailOff ? (
        <MailOffNotice group={group} />
      ) : (
        <EmailInviteForm group={group} onSent={onSent} onMailOff={() => setServerSaidOff(true)} />
      )}
      {group ? <InviteLinkSection group={group} /> : null}
    </>
  );
}

function MailOffNotice({ group }: { group: InviteDialogProps["group"] }) {
  return (
    <div role="status" className="flex gap-3 rounded-lg border border-border bg-muted/60 p-4 text-sm">
      <MailIcon className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
      <div className="grid gap-2">
        <p className="font-semibold">E-mail invitations are not available</p>
        <p className="text-muted-foreground">
          This server does not send e-mail.{" "}
          {group
            ? "Share the group's invitation link below instead."
            : "Share the app's address with them instead, and they can create an account there."}
        </p>
        {group ? null : <CopyableLink label="App address" url={window.location.origin} />}
      </div>
    </div>
  );
}

function EmailInviteForm({
  group,
  onSent,
  onMailOff,
}: {
  group: InviteDialogProps["group"];
  onSent: () => void;
  onMailOff: () => void;
}) {
  const [email, setEmail] = useState("");
  const send = useSendInvitationMutation();
  const client = useQueryClient();
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    const address = email.trim();
    if (!address) {
      toastError(messages.emptyTitle, group ? messages.emptyGroup : messages.empty);
      return;
    }
    if (!SIMPLE_EMAIL.test(address) || address.length > INVITATION_LIMITS.emailMax) {
      toastError(messages.invalidTitle, messages.invalid);
      return;
    }
    send.mutate(
      {
        email: address,
        groupName: group?.name ?? "",
        // The spec's payload; the server puts the account's own name in the mail.
        inviterName: displayName(client.getQueryData(["/api/user"])),
        ...(group ? { groupId: group.id } : {}),
      },
      {
        onSuccess: (answer) => {
          toastSuccess(messages.sentTitle, messages.sent(answer.email));
          setEmail("");
          onSent();
        },
        onError: (error) => {
          if (!(error instanceof ApiError)) {
            toastError(messages.networkTitle, messages.network);
            return;
          }
          const body = (error.body ?? {}) as { error?: unknown; message?: unknown; code?: unknown };
          if (body.code === "MAIL_OFF") onMailOff();
          const text =
            typeof body.error === "string" && body.error
              ? body.error
              : typeof body.message === "string" && body.message
                ? body.message
                : messages.failedFallback;
          toastError(messages.failedTitle, text);
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-2">
      <Label htmlFor={`${id}-email`}>Email address</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={`${id}-email`}
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="friend@example.com"
          maxLength={INVITATION_LIMITS.emailMax + 20}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-describedby={`${id}-hint`}
          className="sm:flex-1"
        />
        <SubmitButton pending={send.isPending} pendingLabel="Sending...">
          <MailIcon aria-hidden="true" /> Send
        </SubmitButton>
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        The link works once, within {INVITATION_LIMITS.validDays} days.
      </p>
    </form>
  );
}

function displayName(user: unknown): string {
  if (!user || typeof user !== "object") return "";
  const { firstName, lastName, username } = user as { firstName?: unknown; lastName?: unknown; username?: unknown };
  const name = [firstName, lastName].filter((part) => typeof part === "string" && part.trim()).join(" ");
  return name || (typeof username === "string" ? username : "");
}

function InviteLinkSection({ group }: { group: NonNullable<InviteDialogProps["group"]> }) {
  const link = useQuery(inviteLinkQueryOptions(group.id));
  const setLink = useSetInviteLinkMutation(group.id);
  // The server says whether the caller leads the group (and so may change the link).
  const leader = link.data?.canManage === true;
  const headingId = useId();
  const url = link.data?.url ?? null;

  const change = (on: boolean) =>
    setLink.mutate(on, {
      onSuccess: (answer) =>
        toastSuccess(
          answer.url ? "Invitation Link Ready" : "Invitation Link Off",
          answer.url
            ? "Anyone with the new link can join. Links shared before no longer work."
            : "The invitation link no longer works.",
        ),
      onError: (error) =>
        toastError(
          "Unable to Change the Link",
          error instanceof ApiError ? error.userMessage : "Please check your connection and try again.",
        ),
    });

  return (
    <section aria-labelledby={headingId} className="grid gap-3 border-t border-border pt-5">
      <h3 id={headingId} className="flex items-center gap-2 text-base font-semibold">
        <LinkIcon className="size-4 text-muted-foreground" aria-hidden="true" /> Invitation link
      </h3>
      {link.isPending ? (
        <p role="status" className="text-sm text-muted-foreground">
          Loading the invitation link...
        </p>
      ) : link.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {link.error instanceof ApiError ? link.error.userMessage : "Unable to load the invitation link."}
        </p>
      ) : url ? (
        <>
          <CopyableLink label="Link to join the group" url={url} />
          <p className="text-xs text-muted-foreground">
            Anyone with this link can join {group.name} without a leader's approval.
          </p>
        </>
      ) : leader ? (
        <p className="text-sm text-muted-foreground">
          The invitation link is off. Turn it on to share a link anyone can join with.
        </p>
      ) : (
        <p className="text-sm text-muted-foreground">Ask your group leader for an invitation link</p>
      )}
      {leader && link.isSuccess ? (
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" size="sm" disabled={setLink.isPending} onClick={() => change(true)}>
            <RefreshCwIcon aria-hidden="true" /> {url ? "New Link" : "Turn On Link"}
          </Button>
          {url ? (
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={setLink.isPending}
              onClick={() => change(false)}
            >
              Turn Off Link
            </Button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

function CopyableLink({ label, url }: { label: string; url: string }) {
  const id = useId();
  return (
    <div className="grid gap-2">
      <Label htmlFor={id} className="sr-only">
        {label}
      </Label>
      <div className="flex gap-2">
        <Input
          id={id}
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 font-mono text-xs"
        />
        <Button
          type="button"
          variant="outline"
          onClick={() => void copyText(url, "Paste it wherever you would like to share it.")}
        >
          <CopyIcon aria-hidden="true" /> Copy
        </Button>
      </div>
    </div>
  );
}
