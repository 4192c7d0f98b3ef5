import {
  isWebLink,
  STUDY_STATUS_LABELS,
  STUDY_TYPE_LABELS,
  type StudyMaterial,
  type StudyStatus,
  type StudySummary,
  type StudyType,
} from "@common/group-studies";
import { BookOpenIcon, ExternalLinkIcon, FileTextIcon, HeartIcon, type LucideIcon, VideoIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";

export const TYPE_ICONS: Record<StudyType, LucideIcon> = {
  devotional: HeartIcon,
  bible_study: BookOpenIcon,
  resource: FileTextIcon,
  video: VideoIcon,
};

/** A study's type as an icon in a tinted square (its name is read out, the icon is decoration). */
export function TypeIcon({ type, className }: { type: StudyType; className?: string }) {
  const Icon = TYPE_ICONS[type];
  return (
    <span
      className={cn(
        "flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/12 text-primary",
        className,
      )}
    >
      <Icon className="size-5" aria-hidden="true" />
      <span className="sr-only">{STUDY_TYPE_LABELS[type]}</span>
    </span>
  );
}

/** A progress badge: not started in the quiet style, in progress outlined, completed green. */
export function StatusBadge({ status, className }: { status: StudyStatus; className?: string }) {
  return (
    <Badge
      variant={status === "completed" ? "success" : status === "in_progress" ? "default" : "secondary"}
      className={className}
    >
      {STUDY_STATUS_LABELS[status]}
    </Badge>
  );
}

/** "3 of 8 completed": how far the group's current members have come. */
export function summaryText(summary: StudySummary): string {
  const total = summary.notStarted + summary.inProgress + summary.completed;
  return `${summary.completed} of ${total} completed`;
}

/** 'Added {date}' in the reader's own calendar. */
export function addedText(createdAt: string): string {
  return `Added ${new Date(createdAt).toLocaleDateString(undefined, { year: "numeric", month: "short", day: "numeric" })}`;
}

/**
 * A study's card (community §2): type icon, title, two-line description, my progress badge, tags, 'Added
 * {date}', 'External Link' when it has one; for the leader the group's progress. The title is a button
 * whose area covers the card, so the whole card opens the study, by pointer or keyboard.
 */
export function StudyCard({
  study,
  isLeader,
  onOpen,
}: {
  study: StudyMaterial;
  isLeader: boolean;
  onOpen: () => void;
}) {
  const titleId = `study-${study.id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      className="relative flex h-full flex-col gap-3 rounded-xl border border-border bg-card p-4 text-card-foreground shadow-sm transition-colors focus-within:ring-2 focus-within:ring-ring hover:border-primary/50"
    >
      <div className="flex items-start gap-3">
        <TypeIcon type={study.type} />
        <div className="grid min-w-0 flex-1 gap-1">
          <h3 id={titleId} className="text-base leading-snug font-semibold">
            <button
              type="button"
              onClick={onOpen}
              className="text-left outline-none after:absolute after:inset-0 after:rounded-xl after:content-['']"
            >
              {study.title}
            </button>
          </h3>
          <p className="text-xs text-muted-foreground">{STUDY_TYPE_LABELS[study.type]}</p>
        </div>
        <StatusBadge status={study.myProgress.status} />
      </div>
      <p className="line-clamp-2 text-sm text-muted-foreground">{study.description}</p>
      {study.tags.length > 0 ? (
        <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
          {study.tags.map((tag) => (
            <li key={tag}>
              <Badge variant="outline">{tag}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-1 text-xs text-muted-foreground">
        <span>{addedText(study.createdAt)}</span>
        {isWebLink(study.url) ? (
          <span className="flex items-center gap-1 font-medium text-primary">
            <ExternalLinkIcon className="size-3.5" aria-hidden="true" /> External Link
          </span>
        ) : null}
      </div>
      {isLeader ? (
        <p className="border-t border-border pt-2 text-xs font-medium text-foreground">
          Group progress: {summaryText(study.summary)}
        </p>
      ) : null}
    </article>
  );
}
