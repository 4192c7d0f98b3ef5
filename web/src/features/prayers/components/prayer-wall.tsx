import { defaultPrayerPosition, PRAYER_CATEGORIES, type PrayerCategory } from "@common/prayers";
import { WATCHES } from "@common/watches";
import { FilterIcon } from "lucide-react";
import { type ReactNode, useId, useMemo, useState } from "react";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/utils";
import { usePrayerWall, type WallPrayer } from "../hooks/use-prayer-wall";
import { deleteConfirmation } from "../messages";
import { AddPrayerDialog, categoryLabel } from "./add-prayer-dialog";
import { ImportPrayersOffer } from "./import-prayers-offer";
import { PrayerGrid } from "./prayer-grid";
import { PrayerNote } from "./prayer-note";
import { PrayerViewerDialog } from "./prayer-viewer-dialog";

export interface PrayerWallProps {
  watchNumber: number;
  /** The signed-in user, or null: signed out, prayers are kept in this browser only. */
  userId: number | null;
  /** The Prayer Strategies section shown below the notes (from the prayer-strategies feature). */
  strategiesSection?: ReactNode;
}

type WallView = "prayers" | "testimonies";
type FilterKind = "all" | "watch" | "category";

export const WALL_EMPTY_TEXT: Record<WallView, string> = {
  prayers: "Your prayer wall is empty. Add a prayer, or generate one in the Prayer Space and post it here.",
  testimonies: "No testimonies yet. When God answers a prayer, mark it as answered and it will appear here.",
};
export const FILTER_EMPTY_TEXT = "No prayers on this wall match the filter.";
/** The room's own watch has nothing on this wall, but other watches do. */
export const roomWatchEmptyText = (watchName: string) =>
  `Nothing for the ${watchName} on this wall yet. Choose All to see the prayers of every watch.`;

/** The Prayer Wall and Wall of Testimonies of a prayer room (spec §2), signed in or not. */
export function PrayerWall({ watchNumber, userId, strategiesSection }: PrayerWallProps) {
  const wall = usePrayerWall(userId);
  const [view, setView] = useState<WallView>("prayers");
  const [filtersOpen, setFiltersOpen] = useState(false);
  // A room's wall opens on its own watch's prayers, with All one click away (issue 19 §10).
  const [filterKind, setFilterKind] = useState<FilterKind>("watch");
  const [filterWatch, setFilterWatch] = useState(watchNumber);
  const [filterRoom, setFilterRoom] = useState(watchNumber);
  if (filterRoom !== watchNumber) {
    // Another room: start again on its watch.
    setFilterRoom(watchNumber);
    setFilterKind("watch");
    setFilterWatch(watchNumber);
  }
  const [filterCategory, setFilterCategory] = useState<PrayerCategory>(PRAYER_CATEGORIES[0]);
  const [viewingId, setViewingId] = useState<WallPrayer["id"] | null>(null);
  const [deleting, setDeleting] = useState<WallPrayer | null>(null);
  const ids = { heading: useId(), filters: useId(), kind: useId(), value: useId() };

  const onWall = useMemo(
    () => wall.prayers.filter((prayer) => prayer.isAnswered === (view === "testimonies")),
    [wall.prayers, view],
  );
  const shown = useMemo(
    () =>
      onWall
        .filter((prayer) =>
          filterKind === "watch"
            ? prayer.watchNumber === filterWatch
            : filterKind === "category"
              ? prayer.category === filterCategory
              : true,
        )
        // A never-moved note takes its index's place among the notes shown, so the other wall's notes
        // and filtered-out ones leave no holes.
        .map((prayer, index) =>
          prayer.positionSaved ? prayer : { ...prayer, position: defaultPrayerPosition(index) },
        ),
    [onWall, filterKind, filterWatch, filterCategory],
  );
  const counts = {
    prayers: wall.prayers.filter((prayer) => !prayer.isAnswered).length,
    testimonies: wall.prayers.filter((prayer) => prayer.isAnswered).length,
  };
  const roomWatchName = WATCHES.find((watch) => watch.number === watchNumber)?.name ?? `Watch ${watchNumber}`;
  const onRoomWatch = filterKind === "watch" && filterWatch === watchNumber;
  const showRoomWatch = () => {
    setFilterKind("watch");
    setFilterWatch(watchNumber);
  };
  const roomWatchCount = onWall.filter((prayer) => prayer.watchNumber === watchNumber).length;
  const viewing = wall.prayers.find((prayer) => prayer.id === viewingId) ?? null;

  return (
    <div className="grid gap-4">
      <section aria-labelledby={ids.heading} className="room-panel grid gap-4 rounded-xl p-4 sm:p-5">
        <h2 id={ids.heading} className="sr-only">
          {view === "prayers" ? "Prayer Wall" : "Wall of Testimonies"}
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          <fieldset className="flex rounded-lg bg-black/5 p-1 dark:bg-white/10">
            <legend className="sr-only">Choose a wall</legend>
            {(["prayers", "testimonies"] as const).map((option) => (
              <button
                key={option}
                type="button"
                aria-pressed={view === option}
                onClick={() => setView(option)}
                className={cn(
                  "rounded-md px-3 py-1.5 text-sm font-medium outline-none focus-visible:ring-2 focus-visible:ring-ring",
                  view === option ? "bg-card shadow-sm" : "text-muted-foreground hover:text-foreground",
                )}
              >
                {option === "prayers" ? "Prayer Wall" : "Wall of Testimonies"}
                <span className="ml-1.5 text-xs text-muted-foreground">({counts[option]})</span>
              </button>
            ))}
          </fieldset>
          <fieldset className="flex rounded-lg bg-black/5 p-1 dark:bg-white/10">
            <legend className="sr-only">Show prayers of</legend>
            {[
              { label: roomWatchName, count: roomWatchCount, pressed: onRoomWatch, select: showRoomWatch },
              { label: "All", count: onWall.length, pressed: filterKind === "all", select: () => setFilterKind("all") },
            ].map((option) => (
              <button
                key={option.label}
                type="button"
                aria-pressed={option.pressed}
                onClick={option.select}
                className={cn(
                  "rounded-md px-3 py-1.5 text-sm font-medium outline-none focus-visible:ring-2 focus-visible:ring-ring",
                  option.pressed ? "bg-card shadow-sm" : "text-muted-foreground hover:text-foreground",
                )}
              >
                {option.label} <span className="text-xs text-muted-foreground">({option.count})</span>
              </button>
            ))}
          </fieldset>
          <Button
            size="sm"
            variant={filtersOpen ? "secondary" : "outline"}
            aria-expanded={filtersOpen}
            aria-controls={ids.filters}
            onClick={() => setFiltersOpen((open) => !open)}
          >
            <FilterIcon aria-hidden="true" />
            Filters
          </Button>
          <div className="ml-auto">
            <AddPrayerDialog watchNumber={watchNumber} onAdd={(prayer) => wall.add(prayer)} />
          </div>
        </div>

        {filtersOpen && (
          <fieldset id={ids.filters} className="flex flex-wrap items-end gap-3">
            <legend className="sr-only">Filter prayers</legend>
            <div className="grid gap-1.5">
              <Label htmlFor={ids.kind}>Filter by</Label>
              <NativeSelect
                id={ids.kind}
                className="w-44"
                value={filterKind}
                onChange={(event) => setFilterKind(event.target.value as FilterKind)}
              >
                <option value="all">All prayers</option>
                <option value="watch">By watch</option>
                <option value="category">By category</option>
              </NativeSelect>
            </div>
            {filterKind === "watch" && (
              <div className="grid gap-1.5">
                <Label htmlFor={ids.value}>Watch</Label>
                <NativeSelect
                  id={ids.value}
                  className="w-56"
                  value={filterWatch}
                  onChange={(event) => setFilterWatch(Number(event.target.value))}
                >
                  {WATCHES.map((watch) => (
                    <option key={watch.number} value={watch.number}>
                      Watch {watch.number}: {watch.name}
                    </option>
                  ))}
                </NativeSelect>
              </div>
            )}
            {filterKind === "category" && (
              <div className="grid gap-1.5">
                <Label htmlFor={ids.value}>Category</Label>
                <NativeSelect
                  id={ids.value}
                  className="w-44"
                  value={filterCategory}
                  onChange={(event) => setFilterCategory(event.target.value as PrayerCategory)}
                >
                  {PRAYER_CATEGORIES.map((category) => (
                    <option key={category} value={category}>
                      {categoryLabel(category)}
                    </option>
                  ))}
                </NativeSelect>
              </div>
            )}
          </fieldset>
        )}

        <ImportPrayersOffer userId={userId} />

        {wall.isLoading ? (
          <div className="flex items-center gap-2 py-8 text-muted-foreground">
            <Spinner className="size-4" />
            Loading your prayers...
          </div>
        ) : wall.loadError ? (
          <div role="alert" className="grid justify-items-start gap-2 py-4">
            <p>Your prayers could not be loaded: {wall.loadError}</p>
            <Button size="sm" variant="outline" onClick={wall.retry}>
              Try again
            </Button>
          </div>
        ) : shown.length === 0 ? (
          <p className="rounded-lg border border-dashed border-current/25 px-4 py-10 text-center text-muted-foreground">
            {onWall.length === 0
              ? WALL_EMPTY_TEXT[view]
              : onRoomWatch
                ? roomWatchEmptyText(roomWatchName)
                : FILTER_EMPTY_TEXT}
          </p>
        ) : (
          <PrayerGrid
            prayers={shown}
            onMove={wall.move}
            renderNote={(prayer, onKeyboardMove) => (
              <PrayerNote
                prayer={prayer}
                onView={(target) => setViewingId(target.id)}
                onEdit={wall.update}
                onToggleAnswered={(target) => void wall.update(target, { isAnswered: !target.isAnswered })}
                onDelete={setDeleting}
                onKeyboardMove={onKeyboardMove}
              />
            )}
          />
        )}
      </section>

      {strategiesSection}

      <PrayerViewerDialog prayer={viewing} onClose={() => setViewingId(null)} />

      <AlertDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
      >
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Delete Prayer</AlertDialogTitle>
            <AlertDialogDescription>{deleting ? deleteConfirmation(deleting.title) : ""}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction
              onClick={() => {
                if (deleting) void wall.remove(deleting);
              }}
            >
              Remove
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}
