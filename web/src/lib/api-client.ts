import type { QueryFunction } from "@tanstack/react-query";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * Any non-success answer. `message` is the spec's error text, "<status>: <body text>"
 * (or the status text when the body is empty); `userMessage` is the readable part
 * for toasts: the JSON body's `message` when there is one, else the text.
 */
export class ApiError extends Error {
  override readonly name = "ApiError";
  readonly status: number;
  readonly body: unknown;
  readonly userMessage: string;

  constructor(status: number, statusText: string, bodyText: string) {
    super(`${status}: ${bodyText || statusText}`);
    this.status = status;
    this.body = parseBody(bodyText);
    this.userMessage = readableMessage(this.body, bodyText || statusText);
  }
}

function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function readableMessage(body: unknown, fallback: string): string {
  if (body && typeof body === "object" && "message" in body && typeof body.message === "string" && body.message) {
    return body.message;
  }
  return fallback;
}

/** The readable message of any thrown value, or `fallback` when there is none. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.userMessage || fallback;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = await response.text();
  throw new ApiError(response.status, response.statusText, text);
}

/** Extra fetch options for the rare caller that needs them. */
export interface RequestOptions {
  signal?: AbortSignal;
  /** Lets the request outlive the page (used when saving on the way out). */
  keepalive?: boolean;
}

/** Sends one request; resolves to the parsed JSON answer, or null for 204 and empty bodies. */
export async function apiRequest<T = unknown>(
  method: HttpMethod,
  path: string,
  payload?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const hasPayload = payload !== undefined;
  const response = await fetch(path, {
    method,
    credentials: "include",
    headers: hasPayload ? { "Content-Type": "application/json" } : {},
    body: hasPayload ? JSON.stringify(payload) : undefined,
    ...options,
  });
  await throwIfNotOk(response);
  if (response.status === 204) return null as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}

export type UnauthorizedBehavior = "returnNull" | "throw";

/** A query function that GETs the first element of the query key. */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const response = await fetch(String(queryKey[0]), { credentials: "include", signal });
    if (on401 === "returnNull" && response.status === 401) return null;
    await throwIfNotOk(response);
    return (await response.json()) as T;
  };
}

export const defaultQueryFn = getQueryFn<unknown>({ on401: "throw" });
