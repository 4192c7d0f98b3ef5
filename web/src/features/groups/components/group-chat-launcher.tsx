import { lazy, Suspense } from "react";
import { useGroupsEnvironment } from "../groups-context";

// The chat overlay loads when first opened, not with the Groups tab.
const GroupChatDialog = lazy(() => import("../chat").then((module) => ({ default: module.GroupChatDialog })));

/** The group chat overlay for one group, loaded on demand. */
export function GroupChatLauncher({
  chat,
  onClose,
}: {
  chat: { id: number; name: string } | null;
  onClose: () => void;
}) {
  const { userId } = useGroupsEnvironment();
  if (!chat) return null;
  return (
    <Suspense fallback={null}>
      <GroupChatDialog
        groupId={chat.id}
        name={chat.name}
        userId={userId ?? undefined}
        open
        onOpenChange={(open) => {
          if (!open) onClose();
        }}
      />
    </Suspense>
  );
}
