import { ErrorCode } from "@common/errors";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { findUnsafeText, UnsafeTextMessages } from "./request-validation";
import { registerUser } from "./testing/factories";
import { buildTestApp, type TestApp } from "./testing/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp(
    {},
    {
      // A route added later, by someone who never heard of NUL bytes: the shared validator covers it.
      extend: (app) =>
        app.post(
          "/api/test/echo",
          { schema: { body: z.object({ note: z.string().max(100), tags: z.array(z.string().max(20)).max(5) }) } },
          async (request) => request.body,
        ),
    },
  );
});
afterAll(() => t.close());

/** A JSON body sent as written, so it can hold escapes (a lone surrogate) that JSON.stringify would repair. */
const postRaw = (url: string, json: string, cookie?: string) =>
  t.app.inject({
    method: "POST",
    url,
    payload: json,
    headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
  });

describe("findUnsafeText", () => {
  it("finds U+0000 and lone surrogates in values and keys, anywhere, with their path", () => {
    expect(findUnsafeText({ a: [{ b: "fine" }, { c: "x\u0000" }] })).toEqual({ path: ["a", 1, "c"], problem: "nul" });
    expect(findUnsafeText({ a: { b: ["\ud800"] } })).toEqual({ path: ["a", "b", 0], problem: "surrogate" });
    expect(findUnsafeText({ a: { "k\u0000": 1 } })).toEqual({ path: ["a"], problem: "nul" });
    expect(findUnsafeText("\udc00")).toEqual({ path: [], problem: "surrogate" });
  });

  it("accepts ordinary text, emoji (surrogate pairs) and non-strings", () => {
    expect(findUnsafeText({ a: "Grace 🙏 и мир", b: [1, true, null, { c: "日本" }] })).toBeNull();
    expect(findUnsafeText(undefined)).toBeNull();
  });

  it("walks nesting far deeper than the call stack allows", () => {
    let deep: unknown = "x\u0000";
    for (let depth = 0; depth < 200_000; depth++) deep = [deep];
    expect(findUnsafeText(deep)?.problem).toBe("nul");
  });
});

describe("NUL and lone surrogates in a request", () => {
  it("sign-in with a NUL in the username is a readable 400, not a 500", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { username: "bob\u0000", password: "x" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: UnsafeTextMessages.nul,
      code: ErrorCode.validation,
      details: { fieldErrors: { username: [UnsafeTextMessages.nul] }, in: "body" },
    });
  });

  it("registration with a NUL in any field is a 400", async () => {
    for (const field of ["username", "password", "email", "firstName", "lastName"]) {
      const input: Record<string, string> = {
        username: "nul_tester",
        password: "correct horse",
        [field]: "ab\u0000cd",
      };
      const response = await t.app.inject({ method: "POST", url: "/api/register", payload: input });
      expect(response.statusCode, field).toBe(400);
      expect(response.json().message, field).toBe(UnsafeTextMessages.nul);
    }
  });

  it("a lone surrogate is a 400", async () => {
    const response = await postRaw("/api/login", '{"username":"bob\\ud800","password":"x"}');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: UnsafeTextMessages.surrogate, code: ErrorCode.validation });

    const register = await postRaw("/api/register", '{"username":"surrogate_tester","password":"ab\\udfffcdefg"}');
    expect(register.statusCode).toBe(400);
  });

  it("a NUL in a key is a 400 too", async () => {
    const response = await postRaw("/api/login", '{"username":"bob","password":"x","\\u0000":1}');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(UnsafeTextMessages.nul);
  });

  it("signed-in writes refuse it before the database sees it", async () => {
    const { cookie } = await registerUser(t.app);
    const prayer = await t.app.inject({
      method: "POST",
      url: "/api/prayers",
      headers: { cookie },
      payload: { title: "Peace\u0000", content: "for the city" },
    });
    expect(prayer.statusCode).toBe(400);
    const structured = await postRaw(
      "/api/prayers",
      '{"title":"Five stages","content":{"thanksgiving":"a","declareWord":"b","promises":"c","meditation":"\\ud83d","tongues":"e"}}',
      cookie,
    );
    expect(structured.statusCode).toBe(400);
    expect(structured.json().details.fieldErrors).toEqual({ "content.meditation": [UnsafeTextMessages.surrogate] });
  });

  it("querystrings and path parameters are checked as well", async () => {
    const search = await t.app.inject({ url: "/api/bible/search?q=love%00" });
    expect(search.statusCode).toBe(400);
    expect(search.json()).toMatchObject({ message: UnsafeTextMessages.nul, details: { in: "querystring" } });

    const passage = await t.app.inject({ url: "/api/bible/passage/John%203%3A16%00" });
    expect(passage.statusCode).toBe(400);
    expect(passage.json()).toMatchObject({ message: UnsafeTextMessages.nul, details: { in: "params" } });
  });

  it("covers a route added later, with no rule of its own", async () => {
    const refused = await t.app.inject({
      method: "POST",
      url: "/api/test/echo",
      payload: { note: "ok", tags: ["fine", "bad\u0000"] },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details.fieldErrors).toEqual({ "tags.1": [UnsafeTextMessages.nul] });

    const accepted = await t.app.inject({
      method: "POST",
      url: "/api/test/echo",
      payload: { note: "🙏 ok", tags: [] },
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ note: "🙏 ok", tags: [] });
  });
});
