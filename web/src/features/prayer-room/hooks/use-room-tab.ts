import { useCallback } from "react";
import { useSearchParams } from "react-router";
import { DEFAULT_ROOM_TAB, parseRoomTab, type RoomTabId } from "../room-tabs";

/** The room's selected tab from `?tab=` (absent for the Prayer Wall), so reload and back keep it. */
export function useRoomTab() {
  const [params, setParams] = useSearchParams();
  const tab = parseRoomTab(params.get("tab"));
  const selectTab = useCallback(
    (next: RoomTabId) => {
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next === DEFAULT_ROOM_TAB) updated.delete("tab");
          else updated.set("tab", next);
          return updated;
        },
        { preventScrollReset: true },
      );
    },
    [setParams],
  );
  return { tab, selectTab };
}
