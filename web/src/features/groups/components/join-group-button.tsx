import type { GroupSummary } from "@common/groups";
import { CheckIcon, UserPlusIcon, XIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/api-client";
import { toastError, toastSuccess } from "@/lib/toast";
import { useCancelJoinRequest, useJoinGroup } from "../api/groups-api";

/**
 * Core spec §4: Join Group → 'Joining...' → 'In Group' (disabled). A private group files a request the
 * leader decides ('Request sent', which can be withdrawn).
 */
export function JoinGroupButton({
  group,
  size = "sm",
}: {
  group: Pick<GroupSummary, "id" | "name" | "myRole" | "joinRequested" | "isPublic">;
  size?: "sm" | "default";
}) {
  const join = useJoinGroup();
  const cancel = useCancelJoinRequest();

  // Until the refetched list arrives, the answer itself says where we stand.
  const joined = group.myRole !== null || join.data?.status === "joined";
  const requested = !cancel.isSuccess && (group.joinRequested || join.data?.status === "requested");

  if (joined) {
    return (
      <Button size={size} variant="secondary" disabled>
        <CheckIcon aria-hidden="true" /> In Group
      </Button>
    );
  }
  if (requested) {
    return (
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm font-medium text-muted-foreground">Request sent</span>
        <Button
          size={size}
          variant="outline"
          disabled={cancel.isPending}
          onClick={() =>
            cancel.mutate(group.id, {
              onSuccess: () => {
                join.reset();
                toastSuccess("Request Withdrawn", `Your request to join ${group.name} was withdrawn.`);
              },
              onError: (error) => toastError("Could not withdraw", errorMessage(error, "Please try again.")),
            })
          }
        >
          <XIcon aria-hidden="true" /> {cancel.isPending ? "Cancelling..." : "Cancel request"}
        </Button>
      </div>
    );
  }
  return (
    <Button
      size={size}
      disabled={join.isPending}
      onClick={() =>
        join.mutate(group.id, {
          onSettled: () => cancel.reset(),
          onSuccess: (result) => {
            if (result.status === "joined") toastSuccess("Joined Group Successfully!", `Welcome to ${group.name}.`);
            else toastSuccess("Request Sent", `The leader of ${group.name} will decide on your request.`);
          },
          onError: (error) => toastError("Could not join", errorMessage(error, "Please try again.")),
        })
      }
    >
      <UserPlusIcon aria-hidden="true" />
      {join.isPending ? "Joining..." : group.isPublic ? "Join Group" : "Request to Join"}
    </Button>
  );
}
