import { describe, expect, it } from "vitest";
import { changedPositions, compactLayout, keyboardMove, layoutOf } from "./grid-layout";

const layout = layoutOf([
  { id: 1, position: { x: 0, y: 0, w: 2, h: 2 } },
  { id: 2, position: { x: 0, y: 2, w: 2, h: 2 } },
  { id: "local-a", position: { x: 4, y: 0, w: 2, h: 2 } },
]);

describe("keyboardMove", () => {
  it("moves sideways one column and refuses to leave the 6 columns", () => {
    const right = keyboardMove(layout, "1", "right");
    expect(right?.find((item) => item.i === "1")).toMatchObject({ x: 1, y: 0 });
    expect(keyboardMove(layout, "1", "left")).toBeNull();
    expect(keyboardMove(layout, "local-a", "right")).toBeNull();
  });

  it("moves down past the next note (a one-row step would spring back) and up again", () => {
    const down = keyboardMove(layout, "1", "down");
    expect(down?.find((item) => item.i === "1")).toMatchObject({ x: 0, y: 2 });
    expect(down?.find((item) => item.i === "2")).toMatchObject({ x: 0, y: 0 });
    const up = down && keyboardMove(down, "1", "up");
    expect(up?.find((item) => item.i === "1")).toMatchObject({ y: 0 });
    expect(keyboardMove(layout, "1", "up")).toBeNull();
    // Nothing below: the grid would pack it straight back.
    expect(keyboardMove(layout, "local-a", "down")).toBeNull();
  });

  it("lists only the notes whose place changed", () => {
    const shown = compactLayout(layout);
    expect(changedPositions(shown, shown)).toEqual([]);
    const down = keyboardMove(shown, "1", "down");
    expect(down && changedPositions(shown, down)).toEqual(
      expect.arrayContaining([
        { key: "1", position: { x: 0, y: 2, w: 2, h: 2 } },
        { key: "2", position: { x: 0, y: 0, w: 2, h: 2 } },
      ]),
    );
    expect(down && changedPositions(shown, down)).toHaveLength(2);
  });
});
