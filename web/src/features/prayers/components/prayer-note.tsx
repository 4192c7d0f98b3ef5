import {
  ArchiveRestoreIcon,
  AwardIcon,
  EllipsisVerticalIcon,
  EyeIcon,
  GripVerticalIcon,
  PauseIcon,
  PencilIcon,
  PlayIcon,
  Share2Icon,
  SquareIcon,
  Trash2Icon,
} from "lucide-react";
import { type KeyboardEvent, useId, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { errorMessage } from "@/lib/api-client";
import { usePrayerAudio } from "@/lib/audio/prayer-audio";
import { toastError } from "@/lib/toast";
import { cn } from "@/lib/utils";
import type { Direction } from "../grid-layout";
import type { PrayerEdit, WallPrayer } from "../hooks/use-prayer-wall";
import { useWholeLineClamp } from "../hooks/use-whole-line-clamp";
import { isStructuredType, plainTextOf, previewOf, readContent, shareTextOf, speechTextOf } from "../prayer-content";
import { sharePrayer } from "../share-prayer";

export interface PrayerNoteProps {
  prayer: WallPrayer;
  onView: (prayer: WallPrayer) => void;
  onEdit: (prayer: WallPrayer, changes: PrayerEdit) => Promise<boolean>;
  onToggleAnswered: (prayer: WallPrayer) => void;
  onDelete: (prayer: WallPrayer) => void;
  /** Arrow keys on the drag handle. */
  onKeyboardMove: (prayer: WallPrayer, direction: Direction) => void;
}

const ARROWS: Record<string, Direction> = {
  ArrowLeft: "left",
  ArrowRight: "right",
  ArrowUp: "up",
  ArrowDown: "down",
};

const iconButton =
  "flex size-8 items-center justify-center rounded-md text-neutral-700 outline-none hover:bg-black/10 hover:text-neutral-950 focus-visible:ring-2 focus-visible:ring-neutral-900 disabled:opacity-50";

/** One sticky note (spec §2 Prayer Wall). */
export function PrayerNote({ prayer, onView, onEdit, onToggleAnswered, onDelete, onKeyboardMove }: PrayerNoteProps) {
  const titleId = useId();
  const hintId = useId();
  const [editing, setEditing] = useState(false);
  const read = readContent(prayer.type, prayer.content);
  const structured = read.kind !== "text";
  const answerLabel = prayer.isAnswered ? "Move to Prayer Wall" : "Move to Wall of Testimonies";

  function handleKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const direction = ARROWS[event.key];
    if (!direction) return;
    event.preventDefault();
    onKeyboardMove(prayer, direction);
  }

  return (
    <article
      aria-labelledby={titleId}
      data-prayer-id={prayer.id}
      className="group/note prayer-note relative flex h-full flex-col gap-2 overflow-hidden rounded-md p-3 text-neutral-900 shadow-md ring-1 ring-black/10"
      style={{ backgroundColor: prayer.color }}
    >
      <div className="flex items-center gap-1.5">
        <button
          type="button"
          className={cn(iconButton, "prayer-note-handle size-7 cursor-grab active:cursor-grabbing")}
          aria-label={`Move ${prayer.title}`}
          aria-describedby={hintId}
          onKeyDown={handleKeyDown}
        >
          <GripVerticalIcon className="size-4" aria-hidden="true" />
        </button>
        <span id={hintId} className="sr-only">
          Use the arrow keys to move this note on the wall.
        </span>
        <span
          data-testid="answered-dot"
          className={cn("size-2.5 shrink-0 rounded-full", prayer.isAnswered ? "bg-green-600" : "bg-blue-600")}
          role="img"
          aria-label={prayer.isAnswered ? "Answered" : "Unanswered"}
        />
        <Badge variant="outline" className="border-black/25 bg-white/50 text-neutral-900">
          {isStructuredType(prayer.type) ? "AI Generated" : "Personal"}
        </Badge>
        {prayer.isAnswered && <Badge className="bg-green-700 text-white">Answered</Badge>}
        {prayer.isLocal && <span className="sr-only">(saved in this browser)</span>}
        <div className="ml-auto flex items-center">
          <div className="flex items-center opacity-0 transition-opacity group-focus-within/note:opacity-100 group-hover/note:opacity-100 motion-reduce:transition-none [@media(hover:none)]:opacity-100">
            <button type="button" className={iconButton} aria-label="View full prayer" onClick={() => onView(prayer)}>
              <EyeIcon className="size-4" aria-hidden="true" />
            </button>
            <button type="button" className={iconButton} aria-label="Edit prayer" onClick={() => setEditing(true)}>
              <PencilIcon className="size-4" aria-hidden="true" />
            </button>
            <button
              type="button"
              className={iconButton}
              aria-label={answerLabel}
              onClick={() => onToggleAnswered(prayer)}
            >
              {prayer.isAnswered ? (
                <ArchiveRestoreIcon className="size-4" aria-hidden="true" />
              ) : (
                <AwardIcon className="size-4" aria-hidden="true" />
              )}
            </button>
            <button type="button" className={iconButton} aria-label="Remove prayer" onClick={() => onDelete(prayer)}>
              <Trash2Icon className="size-4" aria-hidden="true" />
            </button>
          </div>
          <DropdownMenu>
            <DropdownMenuTrigger className={iconButton} aria-label="Prayer options">
              <EllipsisVerticalIcon className="size-4" aria-hidden="true" />
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end">
              <DropdownMenuItem onSelect={() => onToggleAnswered(prayer)}>
                {prayer.isAnswered ? <ArchiveRestoreIcon aria-hidden="true" /> : <AwardIcon aria-hidden="true" />}
                {prayer.isAnswered ? "Move to Prayer Wall" : "Mark as Answered"}
              </DropdownMenuItem>
              <DropdownMenuItem onSelect={() => setEditing(true)}>
                <PencilIcon aria-hidden="true" />
                Edit Prayer
              </DropdownMenuItem>
              <DropdownMenuSeparator />
              <DropdownMenuItem variant="destructive" onSelect={() => onDelete(prayer)}>
                <Trash2Icon aria-hidden="true" />
                Delete Prayer
              </DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
        </div>
      </div>

      {editing ? (
        <InlineEdit
          prayer={prayer}
          editContent={!structured}
          onCancel={() => setEditing(false)}
          onSave={async (changes) => {
            if (Object.keys(changes).length === 0 || (await onEdit(prayer, changes))) setEditing(false);
          }}
        />
      ) : (
        <>
          <h3 id={titleId} className="line-clamp-2 text-base leading-snug font-semibold break-words">
            {prayer.title}
          </h3>
          {read.kind === "unreadable" ? (
            <button
              type="button"
              className="w-fit text-left text-sm underline underline-offset-2 outline-none focus-visible:ring-2 focus-visible:ring-neutral-900"
              onClick={() => onView(prayer)}
            >
              {previewOf(read)}
            </button>
          ) : (
            <NotePreview text={previewOf(read)} />
          )}
          {structured && <StructuredControls prayer={prayer} />}
        </>
      )}
      {/* The title names the note also while it is being edited. */}
      {editing && (
        <span id={titleId} className="sr-only">
          {prayer.title}
        </span>
      )}
    </article>
  );
}

/**
 * The note's preview in the room left under its title: as many whole lines as fit, then an ellipsis,
 * at every text size (a fixed-height note must not slice a line across; issue 19 §5).
 */
function NotePreview({ text }: { text: string }) {
  const clamp = useWholeLineClamp<HTMLDivElement, HTMLParagraphElement>();
  return (
    <div ref={clamp.boxRef} className="min-h-0 flex-1 overflow-hidden" data-testid="note-preview-box">
      <p
        ref={clamp.textRef}
        style={clamp.style}
        data-lines={clamp.lines ?? undefined}
        className="text-sm leading-relaxed break-words whitespace-pre-line text-neutral-800"
      >
        {text}
      </p>
    </div>
  );
}

function InlineEdit({
  prayer,
  editContent,
  onSave,
  onCancel,
}: {
  prayer: WallPrayer;
  editContent: boolean;
  onSave: (changes: PrayerEdit) => Promise<void>;
  onCancel: () => void;
}) {
  const originalText = plainTextOf(prayer.content);
  const [title, setTitle] = useState(prayer.title);
  const [text, setText] = useState(originalText);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const errorId = useId();

  async function save() {
    if (saving) return;
    const trimmed = title.trim();
    if (!trimmed) {
      setError("Please give the prayer a title.");
      return;
    }
    const changes: PrayerEdit = {};
    if (trimmed !== prayer.title) changes.title = trimmed;
    if (editContent && text !== originalText) changes.content = { text };
    setSaving(true);
    try {
      await onSave(changes);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form
      className="flex min-h-0 flex-1 flex-col gap-2"
      aria-label="Edit prayer"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      onKeyDown={(event) => {
        if (event.key === "Escape") {
          event.stopPropagation();
          onCancel();
        }
      }}
    >
      <Input
        aria-label="Prayer title"
        value={title}
        maxLength={200}
        autoFocus
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="h-9 bg-white/80 text-neutral-900"
        onChange={(event) => {
          setTitle(event.target.value);
          setError(null);
        }}
        onKeyDown={(event) => {
          if (event.key === "Enter") {
            event.preventDefault();
            void save();
          }
        }}
      />
      {editContent && (
        <Textarea
          aria-label="Prayer content"
          value={text}
          maxLength={20_000}
          className="min-h-16 flex-1 resize-none bg-white/80 text-neutral-900"
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
              event.preventDefault();
              void save();
            }
          }}
        />
      )}
      {error && (
        <p id={errorId} className="text-xs font-medium text-red-800">
          {error}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={saving}>
          Save
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function StructuredControls({ prayer }: { prayer: WallPrayer }) {
  const audio = usePrayerAudio(`prayer-${prayer.id}`);
  const read = readContent(prayer.type, prayer.content);

  function play() {
    if (audio.status === "paused") {
      audio.resume();
      return;
    }
    audio.play(speechTextOf(prayer.title, read)).catch((error: unknown) => {
      toastError("Speech failed", errorMessage(error, "Unable to read the prayer aloud."));
    });
  }

  return (
    <div className="mt-auto flex items-center gap-1">
      {audio.status === "loading" ? (
        <span className={iconButton}>
          <Spinner className="size-4 text-neutral-800" label="Generating audio" />
        </span>
      ) : audio.status === "playing" ? (
        <button type="button" className={iconButton} aria-label="Pause prayer" onClick={audio.pause}>
          <PauseIcon className="size-4" aria-hidden="true" />
        </button>
      ) : (
        <button
          type="button"
          className={iconButton}
          aria-label={audio.status === "paused" ? "Resume prayer" : "Play prayer"}
          onClick={play}
        >
          <PlayIcon className="size-4" aria-hidden="true" />
        </button>
      )}
      <button
        type="button"
        className={iconButton}
        aria-label="Stop prayer"
        disabled={audio.status === "idle"}
        onClick={audio.stop}
      >
        <SquareIcon className="size-4" aria-hidden="true" />
      </button>
      <button
        type="button"
        className={iconButton}
        aria-label="Share prayer"
        onClick={() => void sharePrayer(prayer.title, shareTextOf(prayer.title, read))}
      >
        <Share2Icon className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
