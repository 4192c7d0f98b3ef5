/** What `npm run bench` measures. Add a row here to measure another request. */

export type ServerKind = "hello-world" | "postgres" | "pglite";

/** A running server as a scenario sees it. */
export type BenchTarget = { baseUrl: string; cookie: string | null };

export type Scenario = {
  name: string;
  server: ServerKind;
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  path: string;
  /** Send the session cookie of the user registered for this run. */
  signedIn?: boolean;
  headers?: Record<string, string>;
  body?: string;
  /** The one hello-world row the others are compared with. */
  baseline?: boolean;
  /** Target: requests/s at least this fraction of the baseline's. */
  minRatio?: number;
  /** Creates the data the request needs, once, before the warm-up. */
  prepare?: (target: BenchTarget) => Promise<void>;
};

export const scenarios: Scenario[] = [
  { name: "hello-world", server: "hello-world", method: "GET", path: "/", baseline: true },
  { name: "current user", server: "postgres", method: "GET", path: "/api/user", signedIn: true, minRatio: 0.4 },
  { name: "current user", server: "pglite", method: "GET", path: "/api/user", signedIn: true },
  {
    name: "bible search",
    server: "pglite",
    method: "GET",
    path: "/api/bible/search?q=the%20lord%20is%20my%20shepherd",
  },
];
