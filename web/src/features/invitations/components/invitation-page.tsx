import { type AcceptInvitationResult, InvitationMessages, type InvitationPreview } from "@common/invitations";
import { useQuery } from "@tanstack/react-query";
import { UsersIcon } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { ApiError } from "@/lib/api-client";
import { toastError, toastSuccess } from "@/lib/toast";
import { invitationPreviewQueryOptions, useAcceptInvitationMutation } from "../api/invitations-api";

export interface InvitationPageProps {
  token: string;
  signedIn: boolean;
  /** Where 'Sign In' and 'Create Account' lead; both come back to this page afterwards. */
  signInHref: string;
  createAccountHref: string;
  /** The group's wall, for 'Open Group' when the user is already a member. */
  groupHref: (groupId: number) => string;
  homeHref: string;
  /** After joining: the route moves on (to the group's wall, or home for an invitation to the app). */
  onAccepted: (result: AcceptInvitationResult) => void;
}

const statusMessage: Record<Exclude<InvitationPreview["status"], "valid">, string> = {
  unknown: InvitationMessages.unknown,
  expired: InvitationMessages.expired,
  used: InvitationMessages.used,
};

/** The page `/invite/{token}` (issue 17 §3): who invites to which group, and Join Group or sign in first. */
export function InvitationPage(props: InvitationPageProps) {
  const preview = useQuery(invitationPreviewQueryOptions(props.token));
  const heading = useRef<HTMLHeadingElement>(null);
  const title = !preview.data
    ? "Invitation"
    : preview.data.groupName
      ? `Join ${preview.data.groupName}`
      : preview.data.status === "unknown"
        ? "Invitation"
        : "Join Prayer Journey";
  useEffect(() => {
    if (preview.isSuccess) heading.current?.focus();
  }, [preview.isSuccess]);

  return (
    <Card className="w-full max-w-md shadow-sm">
      <title>{`${title} · Prayer Journey`}</title>
      <CardHeader>
        <UsersIcon className="size-7 text-primary" aria-hidden="true" />
        <h1 ref={heading} tabIndex={-1} className="text-2xl leading-tight font-semibold outline-none">
          {title}
        </h1>
        {preview.data?.inviterName && preview.data.status !== "unknown" ? (
          <CardDescription>
            {preview.data.groupName
              ? `${preview.data.inviterName} invited you to pray with the group "${preview.data.groupName}".`
              : `${preview.data.inviterName} invited you to Prayer Journey.`}
          </CardDescription>
        ) : null}
      </CardHeader>
      <CardContent className="grid gap-4">
        {preview.isPending ? (
          <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner /> Loading invitation...
          </p>
        ) : preview.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {preview.error instanceof ApiError
              ? preview.error.userMessage
              : "Unable to load this invitation. Please check your connection and try again."}
          </p>
        ) : (
          <InvitationActions {...props} preview={preview.data} />
        )}
      </CardContent>
    </Card>
  );
}

function InvitationActions({ preview, ...props }: InvitationPageProps & { preview: InvitationPreview }) {
  const accept = useAcceptInvitationMutation(props.token);
  const forGroup = preview.groupName !== null;

  if (preview.alreadyMember && preview.groupId !== null) {
    return (
      <>
        <p role="status" className="text-sm">
          You are already a member of this group.
        </p>
        <Button asChild>
          <Link to={props.groupHref(preview.groupId)}>Open Group</Link>
        </Button>
      </>
    );
  }
  if (preview.status !== "valid") {
    return (
      <>
        <p role="alert" className="text-sm text-destructive">
          {statusMessage[preview.status]}
        </p>
        <Link to={props.homeHref} className="text-sm font-medium text-primary underline-offset-4 hover:underline">
          Go to Prayer Journey
        </Link>
      </>
    );
  }
  if (!props.signedIn) {
    return (
      <>
        <p className="text-sm text-muted-foreground">
          {forGroup
            ? "Create a free account or sign in, and you come straight back here to join the group."
            : "Create a free account to start praying the watches, or sign in."}
        </p>
        <div className="grid gap-2 sm:grid-cols-2">
          <Button asChild>
            <Link to={props.createAccountHref}>Create Account</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={props.signInHref}>Sign In</Link>
          </Button>
        </div>
      </>
    );
  }
  const join = () =>
    accept.mutate(undefined, {
      onSuccess: (result) => {
        if (result.groupId !== null && result.status === "already-member") {
          toastSuccess("Already a Member", `You are already in ${preview.groupName}.`);
        } else if (result.groupId !== null) {
          toastSuccess("Joined Group Successfully!", `Welcome to ${preview.groupName}.`);
        } else {
          toastSuccess("Welcome to Prayer Journey!", "Your invitation has been accepted.");
        }
        props.onAccepted(result);
      },
      onError: (error) =>
        toastError(
          "Unable to Join",
          error instanceof ApiError ? error.userMessage : "Please check your connection and try again.",
        ),
    });
  return (
    <>
      <Button size="lg" disabled={accept.isPending} onClick={join}>
        {accept.isPending ? (
          <>
            <Spinner className="text-current" /> Joining...
          </>
        ) : forGroup ? (
          "Join Group"
        ) : (
          "Accept Invitation"
        )}
      </Button>
      {accept.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {accept.error instanceof ApiError
            ? accept.error.userMessage
            : "Unable to join right now. Please check your connection and try again."}
        </p>
      ) : null}
    </>
  );
}
