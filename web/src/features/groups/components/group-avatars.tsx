import { GROUP_LIMITS, type GroupSummary } from "@common/groups";
import { cn } from "@/lib/utils";
import { avatarRow } from "../group-status";

/** Community spec §9: up to 4 members' initials (never photos), then '+N' for the rest. */
export function GroupAvatars({
  group,
  className,
}: {
  group: Pick<GroupSummary, "avatars" | "memberCount">;
  className?: string;
}) {
  const { shown, more } = avatarRow(group, GROUP_LIMITS.cardAvatars);
  if (shown.length === 0) return null;
  return (
    <ul aria-label="Members" className={cn("flex items-center -space-x-2", className)}>
      {shown.map((member) => (
        <li
          key={member.userId}
          title={member.userName}
          className="flex size-8 items-center justify-center rounded-full border-2 border-card bg-primary text-xs font-semibold text-primary-foreground"
        >
          <span aria-hidden="true">{member.initials}</span>
          <span className="sr-only">{member.userName}</span>
        </li>
      ))}
      {more > 0 ? (
        <li className="flex size-8 items-center justify-center rounded-full border-2 border-card bg-secondary text-xs font-semibold text-secondary-foreground">
          <span aria-hidden="true">+{more}</span>
          <span className="sr-only">{`and ${more} more`}</span>
        </li>
      ) : null}
    </ul>
  );
}
