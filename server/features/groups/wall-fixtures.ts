import { and, eq } from "drizzle-orm";
import type { App } from "../../app";
import { groupMembers, prayerGroups } from "../../db/schema";
import type { registerUser } from "../../testing/factories";
import { joinGroupAs } from "./membership";

/**
 * Test fixtures for the wall and chat tests (issue 17): a group made as rows (a leader, members), and
 * registered users to fill it. Joining goes through the membership's own `joinGroupAs`, as the join,
 * approval and invitation endpoints do.
 */

export type Person = Awaited<ReturnType<typeof registerUser>>;

/** A group led by `leader` with `members` in it (rows, as the create endpoint leaves them). */
export async function makeGroup(
  app: App,
  {
    leader,
    members = [],
    isPublic = true,
    name = "Night Watch",
  }: {
    leader: Person;
    members?: Person[];
    isPublic?: boolean;
    name?: string;
  },
): Promise<number> {
  const [group] = await app.db
    .insert(prayerGroups)
    .values({ name, createdBy: leader.user.id, isPublic })
    .returning({ id: prayerGroups.id });
  await app.db
    .insert(groupMembers)
    .values([
      { groupId: group!.id, userId: leader.user.id, role: "leader" },
      ...members.map((member) => ({ groupId: group!.id, userId: member.user.id, role: "member" as const })),
    ]);
  return group!.id;
}

/** Makes `person` a member the way every join does (caps, system line, `group.members.changed`). */
export async function join(app: App, groupId: number, person: Person): Promise<void> {
  await app.events.transaction(app.db, (tx, emit) => joinGroupAs(tx, emit, groupId, person.user.id));
}

/** Removes `person` from the group and tells every stream (`group.members.changed` about them). */
export async function removeMember(app: App, groupId: number, person: Person): Promise<void> {
  await app.events.transaction(app.db, async (tx, emit) => {
    await tx
      .delete(groupMembers)
      .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, person.user.id)));
    emit({ type: "group.members.changed", groupId, userId: person.user.id });
  });
}
