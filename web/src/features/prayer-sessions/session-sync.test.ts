import type { PrayerSession } from "@common/prayer-sessions";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { stubFetch } from "@/testing/mock-fetch";
import { createTestQueryClient, jsonResponse, testUser } from "@/testing/render";
import { prayerSessionKeys } from "./api/queries";
import {
  type LocalPrayerSession,
  PENDING_SESSIONS_KEY,
  type PendingPrayerSession,
  pendingSessions,
  signedOutSessions,
} from "./session-store";
import {
  discardPending,
  discardSignedOut,
  flushPending,
  importSignedOutSessions,
  savePrayerSession,
} from "./session-sync";

function session(clientId: string, overrides: Partial<LocalPrayerSession> = {}): LocalPrayerSession {
  return {
    clientId,
    watchNumber: 2,
    duration: 15,
    notes: "Thank you, Lord",
    voiceGuided: false,
    completedAt: "2026-11-21T20:00:00.000Z",
    ...overrides,
  };
}

let nextId = 100;
function saved(input: LocalPrayerSession): PrayerSession {
  nextId += 1;
  return { ...input, id: nextId, userId: testUser.id, createdAt: "2026-11-21T20:00:01.000Z" };
}

beforeEach(() => {
  signedOutSessions.clear();
  pendingSessions.clear();
});

describe("savePrayerSession", () => {
  it("signed in: posts the contract's fields (no user id) and clears the outbox on success", async () => {
    const client = createTestQueryClient(testUser);
    client.setQueryData(prayerSessionKeys.list(), []);
    const requests = stubFetch((request) => {
      if (request.method === "POST" && request.path === "/api/prayer-sessions") {
        // Written to the outbox before it is sent.
        expect(pendingSessions.read()).toHaveLength(1);
        return saved(request.body as LocalPrayerSession);
      }
      if (request.method === "GET") return [];
    });

    const outcome = await savePrayerSession(client, testUser.id, session("session-1"));
    expect(outcome.status).toBe("saved");
    expect(requests[0]).toMatchObject({ method: "POST", path: "/api/prayer-sessions", body: session("session-1") });
    expect(requests[0]!.body).not.toHaveProperty("userId");
    expect(pendingSessions.read()).toEqual([]);
    expect(client.getQueryData<PrayerSession[]>(prayerSessionKeys.list())?.map((s) => s.clientId)).toEqual([
      "session-1",
    ]);
  });

  it("keeps a failed save in the outbox and retries it with the same clientId", async () => {
    const client = createTestQueryClient(testUser);
    let fail = true;
    const requests = stubFetch((request) => {
      if (request.method !== "POST") return [];
      if (fail) return jsonResponse({ message: "Database unavailable" }, 503);
      return saved(request.body as LocalPrayerSession);
    });

    const first = await savePrayerSession(client, testUser.id, session("session-2"));
    expect(first.status).toBe("pending");
    expect(pendingSessions.read()).toEqual([{ ...session("session-2"), userId: testUser.id }]);

    fail = false;
    expect(await flushPending(client, testUser.id)).toBe(0);
    const posts = requests.filter((request) => request.method === "POST");
    expect(posts.map((request) => (request.body as LocalPrayerSession).clientId)).toEqual(["session-2", "session-2"]);
    expect(pendingSessions.read()).toEqual([]);
  });

  it("sends one request when a retry overlaps the first attempt", async () => {
    const client = createTestQueryClient(testUser);
    const requests = stubFetch(async (request) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return saved(request.body as LocalPrayerSession);
    });
    const saving = savePrayerSession(client, testUser.id, session("session-3"));
    const retry = flushPending(client, testUser.id);
    await Promise.all([saving, retry]);
    expect(requests.filter((request) => request.method === "POST")).toHaveLength(1);
  });

  it("retries only the signed-in user's own outbox entries", async () => {
    const client = createTestQueryClient(testUser);
    pendingSessions.write([
      { ...session("mine"), userId: testUser.id },
      { ...session("theirs"), userId: 99 },
    ]);
    const requests = stubFetch((request) => saved(request.body as LocalPrayerSession));
    await flushPending(client, testUser.id);
    expect(requests.map((request) => (request.body as LocalPrayerSession).clientId)).toEqual(["mine"]);
    expect(pendingSessions.read().map((entry) => entry.clientId)).toEqual(["theirs"]);
  });

  it("signed out meanwhile (401): keeps the session in this browser for the next sign-in", async () => {
    const client = createTestQueryClient(testUser);
    stubFetch(() => jsonResponse({ message: "Please sign in." }, 401));
    const outcome = await savePrayerSession(client, testUser.id, session("session-4"));
    expect(outcome.status).toBe("local");
    expect(pendingSessions.read()).toEqual([]);
    expect(signedOutSessions.read()).toEqual([session("session-4")]);
  });

  it("signed out: keeps the session in this browser, once per clientId, without calling the server", async () => {
    const client = createTestQueryClient(null);
    const requests = stubFetch(() => undefined);
    await savePrayerSession(client, null, session("session-5"));
    await savePrayerSession(client, null, session("session-5"));
    expect(requests).toEqual([]);
    expect(signedOutSessions.read()).toEqual([session("session-5")]);
  });
});

describe("saves the server refuses for good", () => {
  it.each([400, 409, 413, 422])("a %i marks the outbox entry refused, with the server's message", async (status) => {
    const client = createTestQueryClient(testUser);
    stubFetch(() => jsonResponse({ message: "Session notes are too long." }, status));
    const outcome = await savePrayerSession(client, testUser.id, session("refused-1"));
    expect(outcome.status).toBe("refused");
    expect(pendingSessions.read()).toEqual([
      { ...session("refused-1"), userId: testUser.id, refusedReason: "Session notes are too long." },
    ]);
    expect(signedOutSessions.read()).toEqual([]);
  });

  it("does not send a refused entry again, nor count it as still pending", async () => {
    const client = createTestQueryClient(testUser);
    let answer = 400;
    const requests = stubFetch((request) =>
      answer === 400 ? jsonResponse({ message: "Bad session" }, 400) : saved(request.body as LocalPrayerSession),
    );
    await savePrayerSession(client, testUser.id, session("refused-2"));
    answer = 200;
    // Another entry, still sendable, goes out; the refused one does not.
    pendingSessions.update((list) => [...list, { ...session("other"), userId: testUser.id }]);

    expect(await flushPending(client, testUser.id)).toBe(0);
    expect(requests.map((request) => (request.body as LocalPrayerSession).clientId)).toEqual(["refused-2", "other"]);
    expect(pendingSessions.read()).toEqual([
      { ...session("refused-2"), userId: testUser.id, refusedReason: "Bad session" },
    ]);
    // The refusal mark never goes to the server.
    expect(requests[0]!.body).not.toHaveProperty("refusedReason");
  });

  it.each([500, 503, 408, 429])("a %i leaves the entry pending, and it is sent again", async (status) => {
    const client = createTestQueryClient(testUser);
    let fail = true;
    const requests = stubFetch((request) =>
      fail ? jsonResponse({ message: "Try later" }, status) : saved(request.body as LocalPrayerSession),
    );
    const first = await savePrayerSession(client, testUser.id, session("retry-1"));
    expect(first.status).toBe("pending");
    expect(pendingSessions.read()).toEqual([{ ...session("retry-1"), userId: testUser.id }]);
    expect(await flushPending(client, testUser.id)).toBe(1);

    fail = false;
    expect(await flushPending(client, testUser.id)).toBe(0);
    expect(requests).toHaveLength(3);
    expect(pendingSessions.read()).toEqual([]);
  });

  it("loads outbox entries stored before the refusal mark existed, and drops malformed marks", async () => {
    const old: PendingPrayerSession = { ...session("old"), userId: testUser.id };
    const refused: PendingPrayerSession = { ...session("refused"), userId: testUser.id, refusedReason: "No." };
    localStorage.setItem(
      PENDING_SESSIONS_KEY,
      JSON.stringify({
        version: 1,
        data: [old, refused, { ...session("bad"), userId: testUser.id, refusedReason: 4 }],
      }),
    );
    vi.resetModules();
    const fresh = await import("./session-store");
    expect(fresh.pendingSessions.read()).toEqual([old, refused]);
  });
});

describe("discarding unsaved sessions", () => {
  it("removes an outbox entry, or a signed-out one, from this browser", () => {
    pendingSessions.write([
      { ...session("a"), userId: testUser.id },
      { ...session("b"), userId: testUser.id, refusedReason: "Bad" },
    ]);
    signedOutSessions.write([session("c"), session("d")]);
    expect(discardPending("b")).toEqual({ stillSending: false });
    discardSignedOut("c");
    expect(pendingSessions.read().map((entry) => entry.clientId)).toEqual(["a"]);
    expect(signedOutSessions.read()).toEqual([session("d")]);
  });

  it("a save under way that then succeeds leaves the session saved on the server", async () => {
    const client = createTestQueryClient(testUser);
    client.setQueryData(prayerSessionKeys.list(), []);
    let answer: (value: unknown) => void = () => {};
    stubFetch((request) => {
      if (request.method !== "POST") return [];
      return new Promise((resolve) => {
        answer = () => resolve(saved(request.body as LocalPrayerSession));
      });
    });
    const saving = savePrayerSession(client, testUser.id, session("racing"));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(discardPending("racing")).toEqual({ stillSending: true });
    expect(pendingSessions.read()).toEqual([]);

    answer(undefined);
    expect((await saving).status).toBe("saved");
    expect(pendingSessions.read()).toEqual([]);
    expect(client.getQueryData<PrayerSession[]>(prayerSessionKeys.list())?.map((s) => s.clientId)).toEqual(["racing"]);
  });

  it.each([
    [401, "local"],
    [400, "refused"],
    [503, "pending"],
  ] as const)("a save under way that then fails (%i) does not bring the entry back", async (status, outcome) => {
    const client = createTestQueryClient(testUser);
    let answer: (value: unknown) => void = () => {};
    stubFetch(
      () =>
        new Promise((resolve) => {
          answer = () => resolve(jsonResponse({ message: "No" }, status));
        }),
    );
    const saving = savePrayerSession(client, testUser.id, session("racing"));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    discardPending("racing");

    answer(undefined);
    expect((await saving).status).toBe(outcome);
    expect(pendingSessions.read()).toEqual([]);
    expect(signedOutSessions.read()).toEqual([]);
  });
});

describe("importSignedOutSessions", () => {
  it("imports the browser's sessions and removes exactly those sent", async () => {
    const client = createTestQueryClient(testUser);
    client.setQueryData(prayerSessionKeys.list(), []);
    signedOutSessions.write([session("a"), session("b", { watchNumber: 6 })]);
    const requests = stubFetch((request) => {
      if (request.path !== "/api/prayer-sessions/import") return [];
      // A session finished while the import is under way is not removed.
      signedOutSessions.update((list) => [...list, session("c")]);
      const sent = (request.body as { sessions: LocalPrayerSession[] }).sessions;
      return { imported: 1, alreadySaved: 1, sessions: sent.map(saved) };
    });

    expect(await importSignedOutSessions(client)).toEqual({ imported: 1, alreadySaved: 1 });
    expect(requests[0]!.body).toEqual({ sessions: [session("a"), session("b", { watchNumber: 6 })] });
    expect(signedOutSessions.read()).toEqual([session("c")]);
    expect(client.getQueryData<PrayerSession[]>(prayerSessionKeys.list())).toHaveLength(2);
  });

  it("keeps everything when the import fails", async () => {
    const client = createTestQueryClient(testUser);
    signedOutSessions.write([session("a")]);
    stubFetch(() => jsonResponse({ message: "Server error" }, 500));
    await expect(importSignedOutSessions(client)).rejects.toThrow("500");
    expect(signedOutSessions.read()).toEqual([session("a")]);
  });
});
