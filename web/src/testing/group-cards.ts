import type { GroupMember, GroupSummary, PrayerGroup } from "@common/groups";

/** Group cards as the API answers them, for any feature's tests (the group pages of issue 18 read them). */

export function member(userId: number, userName: string, role: "leader" | "member" = "member"): GroupMember {
  const initials = userName
    .split(" ")
    .map((word) => word[0])
    .join("")
    .toUpperCase();
  return {
    userId,
    userName,
    username: userName.toLowerCase().replace(/ /g, ""),
    initials,
    role,
    joinedAt: "2026-01-01T00:00:00.000Z",
  };
}

let nextId = 100;

export function summary(fields: Partial<GroupSummary> = {}): GroupSummary {
  const id = fields.id ?? nextId++;
  return {
    id,
    name: `Group ${id}`,
    description: "",
    createdBy: 1,
    leaderId: 1,
    leaderName: "Ruth Ade",
    isActive: true,
    isPublic: true,
    watchNumber: null,
    tags: [],
    timeZone: "UTC",
    createdAt: "2026-01-01T00:00:00.000Z",
    memberCount: 1,
    myRole: "member",
    joinRequested: false,
    prayingNow: 0,
    nextSessionAt: null,
    avatars: [],
    ...fields,
  };
}

export function fullGroup(fields: Partial<PrayerGroup> = {}): PrayerGroup {
  const { avatars: _avatars, ...card } = summary(fields);
  return { ...card, members: [], memberList: [], pendingRequests: 0, ...fields };
}
