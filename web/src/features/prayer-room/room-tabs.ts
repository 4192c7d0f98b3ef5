/** The prayer room's tabs (spec §2), in order; the selected one lives in `?tab=`. */
export const ROOM_TABS = [
  { id: "wall", label: "Prayer Wall" },
  { id: "strategy", label: "Prayer Strategy" },
  { id: "space", label: "Prayer Space" },
  { id: "community", label: "Community" },
] as const;

export type RoomTabId = (typeof ROOM_TABS)[number]["id"];
export const DEFAULT_ROOM_TAB: RoomTabId = "wall";

/** A tab id from the URL; the Prayer Wall when absent or unknown. */
export function parseRoomTab(raw: string | null): RoomTabId {
  return ROOM_TABS.find((tab) => tab.id === raw)?.id ?? DEFAULT_ROOM_TAB;
}
