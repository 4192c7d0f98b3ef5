import {
  SavedStudyProgressSchema,
  STUDY_LIMITS,
  StudyGroupProgressSchema,
  type StudyMaterial,
  StudyMaterialSchema,
  StudyMessages,
} from "@common/group-studies";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { groupMembers, groupStudies, groupStudyProgress, prayerGroups } from "../../db/schema";
import type { ChangeEvent } from "../../platform/events";
import { registerUser } from "../../testing/factories";
import { buildTestApp, type HttpMethod, requestAs, type TestApp } from "../../testing/test-app";

let t: TestApp;
const heard: ChangeEvent[] = [];
beforeAll(async () => {
  t = await buildTestApp({ AUTH_RATE_LIMIT_IP_MAX: "1000" });
  t.app.events.subscribe(["group.studies.changed"], { onEvent: (event) => heard.push(event) });
});
afterAll(() => t.close());

const call = (method: HttpMethod, url: string, who?: Person, payload?: unknown) =>
  requestAs(t.app, method, url, who?.cookie, payload);
const add = (who: Person, groupId: number, extra: object = {}) =>
  call("POST", `/api/prayer-groups/${groupId}/studies`, who, {
    title: "Psalm 91",
    description: "Dwelling in the shelter of the Most High",
    ...extra,
  });
const list = async (who: Person, groupId: number): Promise<StudyMaterial[]> => {
  const response = await call("GET", `/api/prayer-groups/${groupId}/studies`, who);
  expect(response.statusCode).toBe(200);
  return StudyMaterialSchema.array().parse(response.json());
};
const setProgress = (who: Person, studyId: number, body: object) =>
  call("POST", `/api/study-materials/${studyId}/progress`, who, body);

type Person = Awaited<ReturnType<typeof registerUser>>;

/** A group led by `leader` with `members` in it (rows, as the create endpoint leaves them). */
async function makeGroup({ leader, members, isPublic }: { leader: Person; members: Person[]; isPublic: boolean }) {
  const [group] = await t.app.db
    .insert(prayerGroups)
    .values({ name: "Night Watch", createdBy: leader.user.id, isPublic })
    .returning({ id: prayerGroups.id });
  await t.app.db
    .insert(groupMembers)
    .values([
      { groupId: group!.id, userId: leader.user.id, role: "leader" as const },
      ...members.map((member) => ({ groupId: group!.id, userId: member.user.id, role: "member" as const })),
    ]);
  return group!.id;
}

/** Removes `person` from the group, as leaving or removal does (`group.members.changed`). */
async function removeMember(groupId: number, person: Person) {
  await t.app.events.transaction(t.app.db, async (tx, emit) => {
    await tx
      .delete(groupMembers)
      .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, person.user.id)));
    emit({ type: "group.members.changed", groupId, userId: person.user.id });
  });
}

/** A group with a leader, two members and an outsider. */
async function cast({ isPublic = true } = {}) {
  const leader = await registerUser(t.app, { firstName: "Ruth", lastName: "Ade" });
  const member = await registerUser(t.app, { firstName: "Boaz", lastName: "" });
  const other = await registerUser(t.app, { firstName: "Naomi", lastName: "" });
  const outsider = await registerUser(t.app);
  const groupId = await makeGroup({ leader, members: [member, other], isPublic });
  return { leader, member, other, outsider, groupId };
}

describe("shared studies", () => {
  it("the leader adds a study: 201 with the spec's fields, type devotional by default, createdBy ignored, an event", async () => {
    const { leader, member, groupId } = await cast();
    const before = heard.length;
    const response = await add(leader, groupId, {
      title: "  Psalm 91  ",
      content: "Read it slowly, twice.",
      url: " https://example.org/psalm-91 ",
      tags: [" refuge", "", "psalms", "refuge"],
      createdBy: member.user.id,
    });
    expect(response.statusCode).toBe(201);
    const study = StudyMaterialSchema.parse(response.json());
    expect(study).toMatchObject({
      groupId,
      title: "Psalm 91",
      description: "Dwelling in the shelter of the Most High",
      content: "Read it slowly, twice.",
      type: "devotional",
      url: "https://example.org/psalm-91",
      tags: ["refuge", "psalms"],
      createdBy: leader.user.id,
      createdByName: "Ruth Ade",
      progress: [{ userId: leader.user.id, status: "not_started", notes: "" }],
      myProgress: { status: "not_started", notes: "" },
      summary: { notStarted: 3, inProgress: 0, completed: 0 },
    });
    expect(heard.slice(before)).toEqual([{ type: "group.studies.changed", groupId, studyId: study.id }]);
    // Every member reads it; the newest first.
    const second = StudyMaterialSchema.parse(
      (await add(leader, groupId, { title: "Ephesians 6", type: "bible_study" })).json(),
    );
    expect((await list(member, groupId)).map((s) => [s.id, s.type])).toEqual([
      [second.id, "bible_study"],
      [study.id, "devotional"],
    ]);
  });

  it("a member may not add (403), an outsider of a private or public group finds nothing (404), anonymous 401", async () => {
    for (const isPublic of [false, true]) {
      const { member, outsider, groupId } = await cast({ isPublic });
      const refused = await add(member, groupId);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(StudyMessages.leaderOnly);
      expect((await add(outsider, groupId)).statusCode).toBe(404);
      expect((await call("GET", `/api/prayer-groups/${groupId}/studies`, outsider)).statusCode).toBe(404);
      expect((await add(undefined as unknown as Person, groupId)).statusCode).toBe(401);
      expect(await t.app.db.select().from(groupStudies).where(eq(groupStudies.groupId, groupId))).toEqual([]);
    }
  });

  it("requires a title and a description after trimming; content and tags are bounded", async () => {
    const { leader, groupId } = await cast();
    const noTitle = await add(leader, groupId, { title: "   " });
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json().message).toBe(StudyMessages.titleRequired);
    const noDescription = await add(leader, groupId, { description: "" });
    expect(noDescription.statusCode).toBe(400);
    expect(noDescription.json().message).toBe(StudyMessages.descriptionRequired);
    const long = await add(leader, groupId, { content: "x".repeat(STUDY_LIMITS.contentMax + 1) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(StudyMessages.contentTooLong);
    expect((await add(leader, groupId, { tags: Array.from({ length: 11 }, (_, i) => `t${i}`) })).statusCode).toBe(400);
    expect((await add(leader, groupId, { type: "podcast" })).statusCode).toBe(400);
    expect(await list(leader, groupId)).toEqual([]);
  });

  it("a link is an absolute http(s) address or nothing: javascript:, data:, relative and bare links are refused", async () => {
    const { leader, groupId } = await cast();
    for (const url of [
      "javascript:alert(1)",
      "JavaScript:alert(document.cookie)",
      "data:text/html,<script>alert(1)</script>",
      "ftp://example.org/file",
      "/relative/path",
      "example.org",
      "https://",
    ]) {
      const response = await add(leader, groupId, { url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message, url).toBe(StudyMessages.url);
    }
    const plain = StudyMaterialSchema.parse((await add(leader, groupId, { url: "http://example.org/a?b=c" })).json());
    expect(plain.url).toBe("http://example.org/a?b=c");
    const none = StudyMaterialSchema.parse((await add(leader, groupId, { url: "  " })).json());
    expect(none.url).toBeNull();
    const nullUrl = StudyMaterialSchema.parse((await add(leader, groupId, { url: null })).json());
    expect(nullUrl.url).toBeNull();
    // The same rule when the leader changes it.
    const patched = await call("PATCH", `/api/study-materials/${plain.id}`, leader, { url: "javascript:void(0)" });
    expect(patched.statusCode).toBe(400);
  });

  it("each member sets only their own progress; notes never reach other members; the leader sees statuses, never notes", async () => {
    const { leader, member, other, groupId } = await cast();
    const study = StudyMaterialSchema.parse((await add(leader, groupId)).json());
    const before = heard.length;
    // userId names the leader: ignored, the member sets their own.
    const saved = await setProgress(member, study.id, {
      userId: leader.user.id,
      status: "in_progress",
      notes: "Verse 4: his faithfulness is a shield.",
    });
    expect(saved.statusCode).toBe(200);
    expect(SavedStudyProgressSchema.parse(saved.json())).toMatchObject({
      studyId: study.id,
      userId: member.user.id,
      status: "in_progress",
      notes: "Verse 4: his faithfulness is a shield.",
    });
    expect(heard.slice(before)).toEqual([{ type: "group.studies.changed", groupId, studyId: study.id }]);
    expect(await t.app.db.select().from(groupStudyProgress).where(eq(groupStudyProgress.studyId, study.id))).toEqual([
      expect.objectContaining({ userId: member.user.id, status: "in_progress" }),
    ]);

    const [mine] = await list(member, groupId);
    expect(mine!.myProgress).toEqual({ status: "in_progress", notes: "Verse 4: his faithfulness is a shield." });
    expect(mine!.progress).toEqual([
      { userId: member.user.id, status: "in_progress", notes: "Verse 4: his faithfulness is a shield." },
    ]);
    // Another member and the leader see the count, and their own (empty) entry only: no notes of others.
    for (const viewer of [other, leader]) {
      const response = await call("GET", `/api/prayer-groups/${groupId}/studies`, viewer);
      expect(response.body).not.toContain("faithfulness");
      const [seen] = StudyMaterialSchema.array().parse(response.json());
      expect(seen!.progress).toEqual([{ userId: viewer.user.id, status: "not_started", notes: "" }]);
      expect(seen!.summary).toEqual({ notStarted: 2, inProgress: 1, completed: 0 });
    }
    // The leader's view of the group: each current member's status, without notes.
    const progress = await call("GET", `/api/study-materials/${study.id}/progress`, leader);
    expect(progress.statusCode).toBe(200);
    expect(progress.body).not.toContain("faithfulness");
    expect(StudyGroupProgressSchema.parse(progress.json())).toMatchObject({
      studyId: study.id,
      summary: { notStarted: 2, inProgress: 1, completed: 0 },
      members: [
        { userId: member.user.id, userName: "Boaz", status: "in_progress" },
        { userId: other.user.id, userName: "Naomi", status: "not_started", updatedAt: null },
        { userId: leader.user.id, userName: "Ruth Ade", status: "not_started", updatedAt: null },
      ],
    });
    expect(Object.keys(StudyGroupProgressSchema.parse(progress.json()).members[0]!)).not.toContain("notes");
    // A member may not see the others' list.
    expect((await call("GET", `/api/study-materials/${study.id}/progress`, member)).statusCode).toBe(403);
  });

  it("status changes keep the notes when none are sent; Save Notes saves both; any status may follow any other", async () => {
    const { leader, member, groupId } = await cast();
    const study = StudyMaterialSchema.parse((await add(leader, groupId)).json());
    await setProgress(member, study.id, { status: "completed", notes: "Done" });
    const back = SavedStudyProgressSchema.parse(
      (await setProgress(member, study.id, { status: "not_started" })).json(),
    );
    expect(back).toMatchObject({ status: "not_started", notes: "Done" });
    const cleared = SavedStudyProgressSchema.parse(
      (await setProgress(member, study.id, { status: "in_progress", notes: "" })).json(),
    );
    expect(cleared).toMatchObject({ status: "in_progress", notes: "" });
    expect((await setProgress(member, study.id, { status: "finished" })).statusCode).toBe(400);
    const tooLong = await setProgress(member, study.id, {
      status: "completed",
      notes: "x".repeat(STUDY_LIMITS.notesMax + 1),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe(StudyMessages.notesTooLong);
  });

  it("an outsider cannot set progress (404), public group or not; a member who left no longer can, nor counts", async () => {
    const { leader, member, other, outsider, groupId } = await cast({ isPublic: true });
    const study = StudyMaterialSchema.parse((await add(leader, groupId)).json());
    expect((await setProgress(outsider, study.id, { status: "completed" })).statusCode).toBe(404);
    await setProgress(member, study.id, { status: "completed", notes: "Amen" });
    await setProgress(other, study.id, { status: "in_progress" });
    expect((await list(leader, groupId))[0]!.summary).toEqual({ notStarted: 1, inProgress: 1, completed: 1 });

    await removeMember(groupId, member);
    // Their entry stays in the table but no longer counts anywhere.
    const [after] = await list(leader, groupId);
    expect(after!.summary).toEqual({ notStarted: 1, inProgress: 1, completed: 0 });
    const progress = StudyGroupProgressSchema.parse(
      (await call("GET", `/api/study-materials/${study.id}/progress`, leader)).json(),
    );
    expect(progress.members.map((m) => m.userId)).not.toContain(member.user.id);
    expect(progress.summary).toEqual({ notStarted: 1, inProgress: 1, completed: 0 });
    expect((await setProgress(member, study.id, { status: "in_progress" })).statusCode).toBe(404);
    expect((await call("GET", `/api/prayer-groups/${groupId}/studies`, member)).statusCode).toBe(404);
  });

  it("the leader changes and removes a study (with everyone's progress); a member gets 403, an outsider 404", async () => {
    const { leader, member, outsider, groupId } = await cast();
    const study = StudyMaterialSchema.parse((await add(leader, groupId, { tags: ["refuge"] })).json());
    await setProgress(member, study.id, { status: "in_progress", notes: "Mine" });
    expect((await call("PATCH", `/api/study-materials/${study.id}`, member, { title: "Mine now" })).statusCode).toBe(
      403,
    );
    expect((await call("PATCH", `/api/study-materials/${study.id}`, outsider, { title: "Mine now" })).statusCode).toBe(
      404,
    );
    expect((await call("PATCH", `/api/study-materials/${study.id}`, leader, {})).statusCode).toBe(400);
    const patched = await call("PATCH", `/api/study-materials/${study.id}`, leader, {
      title: "Psalm 91, verse by verse",
      type: "video",
      url: null,
      tags: ["refuge", "night"],
    });
    expect(patched.statusCode).toBe(200);
    expect(StudyMaterialSchema.parse(patched.json())).toMatchObject({
      title: "Psalm 91, verse by verse",
      description: "Dwelling in the shelter of the Most High",
      type: "video",
      url: null,
      tags: ["refuge", "night"],
    });
    // The member's progress is untouched by the change.
    expect((await list(member, groupId))[0]!.myProgress).toEqual({ status: "in_progress", notes: "Mine" });

    expect((await call("DELETE", `/api/study-materials/${study.id}`, member)).statusCode).toBe(403);
    expect((await call("DELETE", `/api/study-materials/${study.id}`, outsider)).statusCode).toBe(404);
    const before = heard.length;
    expect((await call("DELETE", `/api/study-materials/${study.id}`, leader)).statusCode).toBe(204);
    expect(heard.slice(before)).toEqual([{ type: "group.studies.changed", groupId, studyId: study.id }]);
    expect(await list(member, groupId)).toEqual([]);
    expect(await t.app.db.select().from(groupStudyProgress).where(eq(groupStudyProgress.studyId, study.id))).toEqual(
      [],
    );
    expect((await call("DELETE", `/api/study-materials/${study.id}`, leader)).statusCode).toBe(404);
  });

  it("a new leader runs the studies; the one who handed over is a member like the others", async () => {
    const { leader, member, groupId } = await cast();
    const handOver = await call("POST", `/api/prayer-groups/${groupId}/leader`, leader, { userId: member.user.id });
    expect(handOver.statusCode, handOver.body).toBe(200);
    expect((await add(leader, groupId)).statusCode).toBe(403);
    expect((await add(member, groupId)).statusCode).toBe(201);
  });

  it(`a group keeps at most ${STUDY_LIMITS.perGroupMax} studies: two adds racing for the last place, one 409`, async () => {
    const { leader, groupId } = await cast();
    await t.database.execute(
      `insert into group_studies (group_id, created_by, title, description)
       select ${groupId}, ${leader.user.id}, 'Bulk ' || g, 'A study' from generate_series(1, ${STUDY_LIMITS.perGroupMax - 1}) g`,
    );
    const statuses = (await Promise.all([add(leader, groupId), add(leader, groupId)])).map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 409]);
    const refused = await add(leader, groupId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(StudyMessages.tooMany);
    expect(await list(leader, groupId)).toHaveLength(STUDY_LIMITS.perGroupMax);
  });
});
