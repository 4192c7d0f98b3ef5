import { describe, expect, it } from "vitest";
import { parseRoomTab } from "./room-tabs";

describe("parseRoomTab", () => {
  it.each([
    ["strategy", "strategy"],
    ["space", "space"],
    ["community", "community"],
    ["wall", "wall"],
    [null, "wall"],
    ["nope", "wall"],
  ])("reads %s as %s", (raw, expected) => {
    expect(parseRoomTab(raw)).toBe(expected);
  });
});
