import { PRAYER_GRID, type PrayerPosition } from "@common/prayers";
import { cloneLayout, type Layout, type LayoutItem, moveElement, verticalCompactor } from "react-grid-layout";

/** Grid arithmetic for the wall: saved positions are always for the 6-column grid. */
export interface PlacedNote {
  id: number | string;
  position: PrayerPosition;
}

export const keyOf = (id: number | string) => String(id);

export function layoutOf(notes: readonly PlacedNote[]): Layout {
  return notes.map(({ id, position }) => ({ i: keyOf(id), ...position }));
}

/** Where the notes are shown: the grid packs them upwards, as react-grid-layout does. */
export function compactLayout(layout: Layout): Layout {
  return verticalCompactor.compact(cloneLayout(layout), PRAYER_GRID.columns);
}

const positionOf = ({ x, y, w, h }: LayoutItem): PrayerPosition => ({ x, y, w, h });

/** The notes whose place differs between two layouts: only these are saved. */
export function changedPositions(before: Layout, after: Layout): { key: string; position: PrayerPosition }[] {
  const was = new Map(before.map((item) => [item.i, item]));
  return after.flatMap((item) => {
    const old = was.get(item.i);
    if (old && old.x === item.x && old.y === item.y && old.w === item.w && old.h === item.h) return [];
    return [{ key: item.i, position: positionOf(item) }];
  });
}

export type Direction = "left" | "right" | "up" | "down";

/**
 * Moves one note by one step with the keyboard, as a drag would: sideways by one column; up or down
 * past the next note (the grid packs notes upwards, so a one-row step down would spring back).
 * Returns the new shown layout, or null when the note cannot go that way.
 */
export function keyboardMove(shown: Layout, key: string, direction: Direction): Layout | null {
  const current = shown.find((item) => item.i === key);
  if (!current) return null;
  const cols = PRAYER_GRID.columns;
  const tryMove = (x: number, y: number) => {
    const next = cloneLayout(shown);
    const item = next.find((entry) => entry.i === key);
    if (!item) return null;
    return compactLayout(moveElement(next, item, x, y, true, false, "vertical", cols));
  };
  if (direction === "left" || direction === "right") {
    const x = current.x + (direction === "left" ? -1 : 1);
    if (x < 0 || x + current.w > cols) return null;
    return tryMove(x, current.y);
  }
  const step = direction === "up" ? -1 : 1;
  const tallest = Math.max(...shown.map((item) => item.h), 1);
  for (let distance = 1; distance <= tallest + current.h; distance++) {
    const y = current.y + step * distance;
    if (y < 0) return null;
    const result = tryMove(current.x, y);
    const moved = result?.find((item) => item.i === key);
    if (result && moved && (step < 0 ? moved.y < current.y : moved.y > current.y)) return result;
  }
  return null;
}
