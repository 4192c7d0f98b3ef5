import { vi } from "vitest";
import { jsonResponse } from "./render";

export interface RecordedRequest {
  method: string;
  /** Path and query, e.g. "/api/bible/search?q=love&limit=20". */
  path: string;
  url: URL;
  body: unknown;
}

type Handler = (request: RecordedRequest) => unknown;

/**
 * Stubs fetch with a handler that sees each request (method, path, parsed JSON body) and answers (or
 * resolves) with a Response, or with any other value as a 200 JSON body. Unanswered requests get a 404.
 * Returns the log.
 */
export function stubFetch(handler: Handler): RecordedRequest[] {
  const requests: RecordedRequest[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn<typeof fetch>(async (input, init) => {
      const url = new URL(String(input), "http://localhost");
      const request: RecordedRequest = {
        method: init?.method ?? "GET",
        path: `${url.pathname}${url.search}`,
        url,
        body: typeof init?.body === "string" ? JSON.parse(init.body) : undefined,
      };
      requests.push(request);
      const answer = await handler(request);
      if (answer instanceof Response) return answer;
      if (answer === undefined) return jsonResponse({ message: "Not found" }, 404);
      return jsonResponse(answer);
    }),
  );
  return requests;
}
