import { BibleMessages, PassageErrorDetailsSchema, type PassageResponse, type Verse } from "@common/bible";
import { useQuery } from "@tanstack/react-query";
import { ChevronLeftIcon, ChevronRightIcon, CopyIcon, Share2Icon, StarIcon } from "lucide-react";
import { useEffect, useRef } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { ApiError } from "@/lib/api-client";
import { copyText, SHARED_FROM, shareText } from "@/lib/share";
import { cn } from "@/lib/utils";
import { useAddFavoriteMutation, useRemoveFavoriteMutation } from "../api/mutations";
import { favoritesQueryOptions, passageQueryOptions } from "../api/queries";
import { sameReference, TRANSLATION_NAMES } from "../references";
import { ScriptureMarkup, splitMarkup } from "./scripture-markup";

interface PassageDialogProps {
  /** The reference to show; null keeps the dialog closed. */
  reference: string | null;
  /** Previous/Next chapter. */
  onNavigate: (reference: string) => void;
  onClose: () => void;
  onCloseAutoFocus?: (event: Event) => void;
}

/** The passage viewer (spec §4): the text, Previous/Next chapter, Favorite, Share and per-verse Copy. */
export function PassageDialog({ reference, onNavigate, onClose, onCloseAutoFocus }: PassageDialogProps) {
  return (
    <Dialog open={reference !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {reference !== null ? (
        <PassageDialogContent reference={reference} onNavigate={onNavigate} onCloseAutoFocus={onCloseAutoFocus} />
      ) : null}
    </Dialog>
  );
}

function PassageDialogContent({
  reference,
  onNavigate,
  onCloseAutoFocus,
}: {
  reference: string;
  onNavigate: (reference: string) => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const bodyRef = useRef<HTMLDivElement>(null);
  const passage = useQuery({
    ...passageQueryOptions(reference),
    // Moving to the next or previous chapter keeps the current text on screen until the new one arrives.
    placeholderData: (previous) =>
      previous && (previous.nextChapter === reference || previous.previousChapter === reference) ? previous : undefined,
  });
  const data = passage.data;
  const arrived = passage.isPlaceholderData ? undefined : data;

  useEffect(() => {
    // A new chapter starts at its top.
    if (arrived) bodyRef.current?.scrollTo?.({ top: 0 });
  }, [arrived]);

  return (
    <DialogContent
      className="max-w-3xl"
      onOpenAutoFocus={(event) => {
        // The text, not the first button, takes focus: a reader can scroll it with the keyboard at once.
        event.preventDefault();
        bodyRef.current?.focus();
      }}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      <DialogHeader>
        <DialogTitle className="font-display text-2xl">{data?.canonical ?? reference}</DialogTitle>
        <DialogDescription className="flex items-center gap-2">
          {data ? TRANSLATION_NAMES[data.translation] : passage.isError ? "Passage" : "Loading passage…"}
          {passage.isFetching ? <Spinner className="size-4" label="Loading passage" /> : null}
        </DialogDescription>
      </DialogHeader>
      <DialogBody
        ref={bodyRef}
        tabIndex={0}
        aria-label={data ? `${data.canonical} text` : "Passage text"}
        className="outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset"
      >
        {data ? (
          <PassageText passage={data} />
        ) : passage.isError ? (
          <PassageError error={passage.error} />
        ) : (
          <div className="flex justify-center py-12">
            <Spinner className="size-7" />
          </div>
        )}
      </DialogBody>
      {data ? <PassageActions passage={data} onNavigate={onNavigate} /> : null}
    </DialogContent>
  );
}

function PassageError({ error }: { error: Error }) {
  const { message, hint } = passageErrorText(error);
  return (
    <div role="alert" className="grid gap-2 rounded-lg border border-destructive/40 bg-destructive/8 p-4 text-sm">
      <p className="text-base font-semibold">{BibleMessages.passageNotFound}</p>
      {message ? <p>{message}</p> : null}
      <p className="text-muted-foreground">{hint}</p>
    </div>
  );
}

/** What was wrong ("John has 21 chapters") and the hint from the 404's details, else the spec's hint. */
export function passageErrorText(error: Error): { message: string | null; hint: string } {
  const body = error instanceof ApiError && error.body && typeof error.body === "object" ? error.body : null;
  if (!body) return { message: null, hint: BibleMessages.passageHint };
  const { message, details } = body as { message?: unknown; details?: unknown };
  const parsed = PassageErrorDetailsSchema.safeParse(details);
  const own = typeof message === "string" && message && message !== BibleMessages.passageNotFound ? message : null;
  return {
    message: parsed.success ? parsed.data.reason || own : own,
    hint: parsed.success && parsed.data.hint ? parsed.data.hint : BibleMessages.passageHint,
  };
}

interface VerseGroup {
  key: string;
  heading: string;
  verses: Verse[];
}

/** Verses grouped by book and chapter, so "Genesis 50; Exodus 1-2" shows where each chapter starts. */
function groupByChapter(verses: Verse[]): VerseGroup[] {
  const groups: VerseGroup[] = [];
  for (const verse of verses) {
    const key = `${verse.book} ${verse.chapter}`;
    const last = groups.at(-1);
    if (last?.key === key) last.verses.push(verse);
    else groups.push({ key, heading: key, verses: [verse] });
  }
  return groups;
}

function PassageText({ passage }: { passage: PassageResponse }) {
  const groups = groupByChapter(passage.verses);
  return (
    <div className="grid gap-5">
      {groups.length > 0 ? (
        groups.map((group) => (
          <section key={group.key} className="grid gap-2">
            {groups.length > 1 ? (
              <h3 className="text-sm font-semibold tracking-wide text-gold-text uppercase">{group.heading}</h3>
            ) : null}
            <ol className="grid gap-1">
              {group.verses.map((verse) => (
                <VerseLine key={verse.reference} verse={verse} />
              ))}
            </ol>
          </section>
        ))
      ) : (
        // A translation that returns only passage strings: show them as they come.
        <div className="grid gap-3 font-display text-base leading-relaxed">
          {passage.passages.map((text) => (
            <p key={text} className="whitespace-pre-line">
              <ScriptureMarkup markup={text} />
            </p>
          ))}
        </div>
      )}
      {passage.copyright ? <p className="text-xs text-muted-foreground">{passage.copyright}</p> : null}
    </div>
  );
}

function VerseLine({ verse }: { verse: Verse }) {
  return (
    <li className="group -mx-2 grid grid-cols-[2rem_minmax(0,1fr)_auto] items-start gap-1 rounded-md px-2 py-1 hover:bg-muted/60">
      <span className="pt-1 text-right text-xs font-semibold text-primary tabular-nums" aria-hidden="true">
        {verse.verse}
      </span>
      <p className="font-display text-base leading-relaxed" data-testid="verse-text">
        <span className="sr-only">{verse.verse} </span>
        <ScriptureMarkup markup={verse.markup} />
      </p>
      <Button
        variant="ghost"
        size="icon"
        className="size-8 text-muted-foreground opacity-70 group-hover:opacity-100 focus-visible:opacity-100"
        aria-label={`Copy ${verse.reference}`}
        onClick={() => void copyText(`${verse.text} — ${verse.reference}`, verse.reference)}
      >
        <CopyIcon className="size-3.5" aria-hidden="true" />
      </Button>
    </li>
  );
}

/** The passage as plain text with verse numbers, for sharing. */
export function passagePlainText(passage: PassageResponse): string {
  if (passage.verses.length > 0) return passage.verses.map((verse) => `${verse.verse} ${verse.text}`).join(" ");
  return passage.passages
    .map((text) =>
      splitMarkup(text)
        .map((run) => run.text)
        .join(""),
    )
    .join("\n\n");
}

function PassageActions({
  passage,
  onNavigate,
}: {
  passage: PassageResponse;
  onNavigate: (reference: string) => void;
}) {
  const favorites = useQuery(favoritesQueryOptions);
  const addFavorite = useAddFavoriteMutation();
  const removeFavorite = useRemoveFavoriteMutation();
  const favorite = favorites.data?.find((entry) => sameReference(entry.reference, passage.canonical));
  const busy = addFavorite.isPending || removeFavorite.isPending || favorites.isPending;

  const toggleFavorite = () => {
    if (busy) return;
    if (favorite) removeFavorite.mutate(favorite);
    else addFavorite.mutate(passage.canonical);
  };
  // The spec's rule: no chapter before 1. The server gives null at either end of a book.
  const previous = passage.chapter > 1 ? passage.previousChapter : null;
  const next = passage.nextChapter;

  const share = () =>
    shareText({
      title: passage.canonical,
      text: `${passagePlainText(passage)}\n\n— ${passage.canonical} (${passage.translation})\n\n${SHARED_FROM}`,
    });

  return (
    <DialogFooter className="flex-row flex-wrap items-center justify-between gap-2 sm:justify-between">
      <div className="flex gap-2">
        <Button variant="outline" aria-pressed={favorite !== undefined} onClick={toggleFavorite}>
          <StarIcon
            aria-hidden="true"
            className={cn(favorite ? "fill-gold text-gold-text dark:text-gold" : undefined)}
          />
          Favorite
        </Button>
        <Button variant="outline" onClick={() => void share()}>
          <Share2Icon aria-hidden="true" /> Share
        </Button>
      </div>
      {/* aria-disabled rather than disabled: a button that disables itself (Next at the last chapter) keeps focus. */}
      <div className="flex gap-2">
        <Button
          variant="outline"
          aria-label="Previous chapter"
          aria-disabled={previous === null}
          title={previous ?? undefined}
          onClick={() => previous && onNavigate(previous)}
        >
          <ChevronLeftIcon aria-hidden="true" />
          <span>
            Previous<span className="max-sm:hidden"> chapter</span>
          </span>
        </Button>
        <Button
          variant="outline"
          aria-label="Next chapter"
          aria-disabled={next === null}
          title={next ?? undefined}
          onClick={() => next && onNavigate(next)}
        >
          <span>
            Next<span className="max-sm:hidden"> chapter</span>
          </span>
          <ChevronRightIcon aria-hidden="true" />
        </Button>
      </div>
    </DialogFooter>
  );
}
