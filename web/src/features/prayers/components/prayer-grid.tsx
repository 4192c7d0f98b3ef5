import { PRAYER_GRID } from "@common/prayers";
import { type ReactNode, useMemo, useRef, useState } from "react";
import ReactGridLayout, { type Layout, useContainerWidth } from "react-grid-layout";
import "react-grid-layout/css/styles.css";
import "../prayer-wall.css";
import { changedPositions, compactLayout, type Direction, keyboardMove, keyOf, layoutOf } from "../grid-layout";
import type { WallMove, WallPrayer } from "../hooks/use-prayer-wall";

/** Below this width the notes stack in one column (saved places stay those of the 6-column grid). */
export const NARROW_WALL_WIDTH = 640;
const ROW_HEIGHT = 100;
const MARGIN: [number, number] = [16, 16];

export interface PrayerGridProps {
  prayers: WallPrayer[];
  onMove: (moves: WallMove[]) => void;
  renderNote: (prayer: WallPrayer, onKeyboardMove: (prayer: WallPrayer, direction: Direction) => void) => ReactNode;
}

/**
 * The sticky notes on a 6-column grid (react-grid-layout): dragged by their handle, or moved with the
 * arrow keys on it. Either way only the notes whose place changed are saved.
 */
export function PrayerGrid({ prayers, onMove, renderNote }: PrayerGridProps) {
  const { width, containerRef, mounted } = useContainerWidth();
  const [announcement, setAnnouncement] = useState("");
  const layout = useMemo(() => layoutOf(prayers), [prayers]);
  const shown = useMemo(() => compactLayout(layout), [layout]);
  const atDragStart = useRef<Layout | null>(null);
  const byKey = useMemo(() => new Map(prayers.map((prayer) => [keyOf(prayer.id), prayer])), [prayers]);

  function save(before: Layout, after: Layout) {
    const moves = changedPositions(before, after).flatMap(({ key, position }) => {
      const prayer = byKey.get(key);
      return prayer ? [{ id: prayer.id, position }] : [];
    });
    onMove(moves);
  }

  function moveWithKeyboard(prayer: WallPrayer, direction: Direction) {
    const next = keyboardMove(shown, keyOf(prayer.id), direction);
    if (!next) {
      setAnnouncement(`${prayer.title} cannot move ${direction}.`);
      return;
    }
    const placed = next.find((item) => item.i === keyOf(prayer.id));
    save(shown, next);
    if (placed) setAnnouncement(`${prayer.title} moved to column ${placed.x + 1}, row ${placed.y + 1}.`);
  }

  const narrow = width < NARROW_WALL_WIDTH;
  const inReadingOrder = useMemo(() => {
    const place = new Map(shown.map((item) => [item.i, item]));
    return [...prayers].sort((a, b) => {
      const pa = place.get(keyOf(a.id));
      const pb = place.get(keyOf(b.id));
      return (pa?.y ?? 0) - (pb?.y ?? 0) || (pa?.x ?? 0) - (pb?.x ?? 0);
    });
  }, [prayers, shown]);

  return (
    <div ref={containerRef} className="prayer-grid w-full">
      <p className="sr-only" aria-live="polite" role="status">
        {announcement}
      </p>
      {mounted && !narrow ? (
        <ReactGridLayout
          width={width}
          layout={layout}
          gridConfig={{ cols: PRAYER_GRID.columns, rowHeight: ROW_HEIGHT, margin: MARGIN, containerPadding: [0, 0] }}
          dragConfig={{ enabled: true, handle: ".prayer-note-handle", bounded: false }}
          resizeConfig={{ enabled: false }}
          onDragStart={(current) => {
            atDragStart.current = current;
          }}
          onDragStop={(current) => {
            save(atDragStart.current ?? shown, current);
            atDragStart.current = null;
          }}
        >
          {inReadingOrder.map((prayer) => (
            <div key={keyOf(prayer.id)}>{renderNote(prayer, moveWithKeyboard)}</div>
          ))}
        </ReactGridLayout>
      ) : (
        <ul className="grid gap-4">
          {inReadingOrder.map((prayer) => (
            <li key={keyOf(prayer.id)} className="min-h-48">
              {renderNote(prayer, moveWithKeyboard)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
