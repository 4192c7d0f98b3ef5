import { WATCHES } from "@common/watches";
import { ClockIcon } from "lucide-react";
import { describe, expect, it } from "vitest";
import { watchIcon } from "./watch-icons";

describe("watch icons", () => {
  it("has an icon for every watch's icon name", () => {
    for (const watch of WATCHES) expect(watchIcon(watch.icon), watch.icon).not.toBe(ClockIcon);
  });
});
