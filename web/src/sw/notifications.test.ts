import { type PushMessage, START_PRAYING_ACTION } from "@common/push";
import { describe, expect, it } from "vitest";
import {
  clickTarget,
  NOTIFICATION_BADGE,
  NOTIFICATION_ICON,
  notificationFromPush,
  pickWindow,
  pushMessageFromText,
  UNREADABLE_PUSH,
  VIBRATION_PATTERN,
} from "./notifications";

const ORIGIN = "https://prayer.example";

const watchReminder: PushMessage = {
  kind: "watch",
  title: "Third Watch begins in 5 minutes",
  body: "Midnight to 3 AM",
  tag: "watch-3-2026-11-24",
  url: "/prayer-room/3",
  watchNumber: 3,
  sound: true,
  vibration: true,
};

describe("notificationFromPush", () => {
  it("shows a watch reminder with its page, sound, vibration and the 'Start praying' action", () => {
    const { title, options } = notificationFromPush(watchReminder);
    expect(title).toBe("Third Watch begins in 5 minutes");
    expect(options).toEqual({
      body: "Midnight to 3 AM",
      tag: "watch-3-2026-11-24",
      icon: NOTIFICATION_ICON,
      badge: NOTIFICATION_BADGE,
      data: { url: "/prayer-room/3", watchNumber: 3 },
      silent: false,
      vibrate: [...VIBRATION_PATTERN],
      actions: [{ action: START_PRAYING_ACTION, title: "Start praying" }],
    });
  });

  it("is silent, still and without actions when the message asks for no sound, no vibration and names no watch", () => {
    const { options } = notificationFromPush({
      kind: "personal",
      title: "Time for prayer",
      body: "Time for prayer and communion with God",
      tag: "personal-07:00",
      url: "/",
    });
    expect(options.silent).toBe(true);
    expect(options.vibrate).toBeUndefined();
    expect(options.actions).toEqual([]);
    expect(options.data).toEqual({ url: "/", watchNumber: null });
  });
});

describe("pushMessageFromText", () => {
  it("reads a PushMessage", () => {
    expect(pushMessageFromText(JSON.stringify(watchReminder))).toEqual(watchReminder);
  });

  it.each([
    ["no body", null],
    ["empty text", ""],
    ["text that is not JSON", "Third Watch"],
    ["JSON of another shape", JSON.stringify({ title: "x" })],
    ["a watch out of range", JSON.stringify({ ...watchReminder, watchNumber: 9 })],
    ["a url that is not a path", JSON.stringify({ ...watchReminder, url: "https://elsewhere.example/" })],
  ])("gives null for %s", (_case, text) => {
    expect(pushMessageFromText(text)).toBeNull();
  });

  it("leaves a fallback that opens the home page", () => {
    expect(notificationFromPush(UNREADABLE_PUSH)).toMatchObject({
      title: "Prayer Journey",
      options: { data: { url: "/", watchNumber: null }, actions: [] },
    });
  });
});

describe("clickTarget", () => {
  const data = { url: "/prayer-room/3", watchNumber: 3 };

  it("opens the notification's page on a plain click", () => {
    expect(clickTarget(data, "", ORIGIN)).toBe(`${ORIGIN}/prayer-room/3`);
  });

  it("starts a session for the watch on 'Start praying'", () => {
    expect(clickTarget(data, START_PRAYING_ACTION, ORIGIN)).toBe(`${ORIGIN}/?pray=3`);
  });

  it("opens the page when 'Start praying' names no watch", () => {
    expect(clickTarget({ url: "/?tab=notifications", watchNumber: null }, START_PRAYING_ACTION, ORIGIN)).toBe(
      `${ORIGIN}/?tab=notifications`,
    );
  });

  it.each([
    ["another site's address", { url: "https://evil.example/" }],
    ["a protocol-relative address", { url: "//evil.example/path" }],
    ["no data", null],
    ["data of another shape", "x"],
  ])("opens the home page for %s", (_case, value) => {
    expect(clickTarget(value, "", ORIGIN)).toBe(`${ORIGIN}/`);
  });
});

describe("pickWindow", () => {
  it("prefers the focused window of this origin, then any window of it, never another site's", () => {
    const other = { url: "https://evil.example/", focused: true };
    const first = { url: `${ORIGIN}/bible`, focused: false };
    const focused = { url: `${ORIGIN}/`, focused: true };
    expect(pickWindow([other, first, focused], ORIGIN)).toBe(focused);
    expect(pickWindow([other, first], ORIGIN)).toBe(first);
    expect(pickWindow([other], ORIGIN)).toBeNull();
  });
});
