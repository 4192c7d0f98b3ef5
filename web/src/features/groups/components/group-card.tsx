import { formatCount } from "@common/format-count";
import type { GroupSummary } from "@common/groups";
import { getWatch } from "@common/watches";
import { GlobeIcon, LockIcon, UsersIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";
import { descriptionPreview } from "../group-status";
import { GroupAvatars } from "./group-avatars";
import { GroupTimingBadge } from "./group-timing-badge";

export function memberCountLabel(count: number): string {
  return `${formatCount(count)} ${count === 1 ? "member" : "members"}`;
}

/** A group card: name, visibility, description preview, watch, tags, avatars, members, timing; actions below. */
export function GroupCard({
  group,
  actions,
  className,
  headingLevel = 3,
}: {
  group: GroupSummary;
  actions?: ReactNode;
  className?: string;
  headingLevel?: 3 | 4;
}) {
  const watch = group.watchNumber === null ? undefined : getWatch(group.watchNumber);
  const Heading = headingLevel === 3 ? "h3" : "h4";
  const headingId = `group-${group.id}-name`;
  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        "flex min-w-0 flex-col gap-3 rounded-xl border border-border bg-card p-4 text-card-foreground shadow-xs",
        className,
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <Heading id={headingId} className="min-w-0 text-base font-semibold break-words">
          {group.name}
        </Heading>
        <div className="flex flex-wrap items-center gap-1.5">
          {group.myRole === "leader" ? <Badge variant="default">Leader</Badge> : null}
          <Badge variant="outline">
            {group.isPublic ? <GlobeIcon aria-hidden="true" /> : <LockIcon aria-hidden="true" />}
            {group.isPublic ? "Public" : "Private"}
          </Badge>
        </div>
      </div>
      {group.description ? (
        <p className="text-sm text-muted-foreground break-words" title={group.description}>
          {descriptionPreview(group.description)}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
        {watch ? (
          <span>
            {watch.name} · {watch.timeRange}
          </span>
        ) : (
          <span>Any watch</span>
        )}
        <GroupTimingBadge group={group} />
      </div>
      {group.tags.length > 0 ? (
        <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
          {group.tags.map((tag) => (
            <li key={tag}>
              <Badge variant="secondary">{tag}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <GroupAvatars group={group} />
        <span className="inline-flex items-center gap-1 text-sm text-muted-foreground">
          <UsersIcon className="size-4" aria-hidden="true" />
          {memberCountLabel(group.memberCount)}
        </span>
      </div>
      {actions ? <div className="mt-auto flex flex-wrap items-center gap-2 pt-1">{actions}</div> : null}
    </article>
  );
}
