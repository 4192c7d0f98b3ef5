import { UserPlusIcon } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useGroupsEnvironment } from "../groups-context";

/** Invite to a group I belong to, through the invitations dialog the route composes in (none: no button). */
export function InviteButton({ group }: { group: { id: number; name: string } }) {
  const { renderInviteDialog } = useGroupsEnvironment();
  const [open, setOpen] = useState(false);
  if (!renderInviteDialog) return null;
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)} aria-label={`Invite to ${group.name}`}>
        <UserPlusIcon aria-hidden="true" /> Invite
      </Button>
      {open ? renderInviteDialog({ groupId: group.id, groupName: group.name, open, onOpenChange: setOpen }) : null}
    </>
  );
}
