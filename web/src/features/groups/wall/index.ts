export { wallGroupQuery } from "./api";
export { GroupPrayerWall, type GroupPrayerWallProps } from "./group-prayer-wall";
