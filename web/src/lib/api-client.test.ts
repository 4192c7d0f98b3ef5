import { describe, expect, it, vi } from "vitest";
import { ApiError, apiRequest, errorMessage, getQueryFn } from "./api-client";

function stubFetch(response: Response) {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(response);
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

function queryContext(path: string) {
  return { queryKey: [path], signal: new AbortController().signal, meta: undefined } as never;
}

describe("apiRequest", () => {
  it("sends credentials and no JSON header or body without a payload", async () => {
    const fetchMock = stubFetch(new Response(JSON.stringify({ ok: true }), { status: 200 }));
    await expect(apiRequest("POST", "/api/logout")).resolves.toEqual({ ok: true });
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe("/api/logout");
    expect(init?.method).toBe("POST");
    expect(init?.credentials).toBe("include");
    expect(init?.body).toBeUndefined();
    expect(new Headers(init?.headers).has("Content-Type")).toBe(false);
  });

  it("sends a JSON body with the JSON content type when there is a payload", async () => {
    const fetchMock = stubFetch(new Response("{}", { status: 200 }));
    await apiRequest("POST", "/api/login", { username: "anna", password: "secret1" });
    const init = fetchMock.mock.calls[0]![1];
    expect(new Headers(init?.headers).get("Content-Type")).toBe("application/json");
    expect(init?.body).toBe(JSON.stringify({ username: "anna", password: "secret1" }));
    expect(init?.credentials).toBe("include");
  });

  it("resolves 204 to null", async () => {
    stubFetch(new Response(null, { status: 204 }));
    await expect(apiRequest("POST", "/api/logout")).resolves.toBeNull();
  });

  it('throws "<status>: <body text>" with the readable message alongside', async () => {
    const body = JSON.stringify({ message: "Invalid username or password" });
    stubFetch(new Response(body, { status: 401, statusText: "Unauthorized" }));
    const error = await apiRequest("POST", "/api/login", { username: "a", password: "b" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.message).toBe(`401: ${body}`);
    expect(apiError.status).toBe(401);
    expect(apiError.body).toEqual({ message: "Invalid username or password" });
    expect(apiError.userMessage).toBe("Invalid username or password");
    expect(errorMessage(apiError, "Invalid credentials")).toBe("Invalid username or password");
  });

  it("uses the status text when the body is empty", async () => {
    stubFetch(new Response("", { status: 500, statusText: "Internal Server Error" }));
    const error = (await apiRequest("GET", "/api/user").catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe("500: Internal Server Error");
    expect(error.userMessage).toBe("Internal Server Error");
  });

  it("keeps a plain-text body as the readable message", async () => {
    stubFetch(new Response("Too many requests", { status: 429, statusText: "Too Many Requests" }));
    const error = (await apiRequest("POST", "/api/register", {}).catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe("429: Too many requests");
    expect(error.userMessage).toBe("Too many requests");
  });
});

describe("getQueryFn", () => {
  it("GETs the first element of the query key with credentials", async () => {
    const fetchMock = stubFetch(new Response(JSON.stringify([1, 2]), { status: 200 }));
    await expect(getQueryFn({ on401: "throw" })(queryContext("/api/prayers"))).resolves.toEqual([1, 2]);
    expect(fetchMock.mock.calls[0]![0]).toBe("/api/prayers");
    expect(fetchMock.mock.calls[0]![1]?.credentials).toBe("include");
  });

  it("returns null on 401 when asked to", async () => {
    stubFetch(new Response(JSON.stringify({ message: "You are not signed in" }), { status: 401 }));
    await expect(getQueryFn({ on401: "returnNull" })(queryContext("/api/user"))).resolves.toBeNull();
  });

  it("throws on 401 by default", async () => {
    stubFetch(new Response("Unauthorized", { status: 401 }));
    await expect(getQueryFn({ on401: "throw" })(queryContext("/api/prayers"))).rejects.toThrow("401: Unauthorized");
  });
});
