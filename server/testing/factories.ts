import { randomBytes } from "node:crypto";
import type { App } from "../app";
import { sessionCookieFrom } from "./test-app";

let counter = 0;
/** A username no other test uses. */
export const uniqueUsername = (prefix = "user") => `${prefix}_${++counter}_${randomBytes(3).toString("hex")}`;

/** Registers a user through the API and returns it with its session cookie. */
export async function registerUser(app: App, overrides: Record<string, string> = {}) {
  const input = { username: uniqueUsername(), password: "correct horse", ...overrides };
  const response = await app.inject({ method: "POST", url: "/api/register", payload: input });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  return { user: response.json(), cookie: sessionCookieFrom(response), password: input.password };
}
