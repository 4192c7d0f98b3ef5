/**
 * Clients for the load and fault tests: real HTTP against a listening server. Each client signs up,
 * then writes prayers and prayer sessions (with reads between them) and remembers every write the
 * server acknowledged (201). `verify` then reads each account back: an acknowledged write must be there
 * exactly once; one that was not acknowledged may be there at most once.
 */

export type Write = { user: number; kind: "prayer" | "session"; key: string; acknowledged: boolean };

export type Client = { index: number; cookie: string };

export type LoadResult = {
  requests: number;
  writes: Write[];
  /** Status (or network error name) → count, over every request. */
  statuses: Record<string, number>;
  /** Failed requests (5xx or no answer) with when they happened (ms since the start). */
  failures: { status: string; at: number; retryAfter: string | null; body: string }[];
};

export type LoadOptions = {
  baseUrl: string;
  clients: Client[];
  writesPerClient: number;
  /** A session write that failed is sent again (same clientId: at most once on the server) this many times. */
  sessionRetries?: number;
  /** Called after each acknowledged write, with the running count (the fault tests act on it). */
  onAcknowledged?: (count: number) => void;
  /** Every other session is sent twice at once (a double tap): the server must keep one. */
  racingDuplicates?: boolean;
  /** Pause between a client's requests, so a run spans a fault. */
  pauseMs?: number;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Signs up `count` users (U+0000-free unique names) and returns their session cookies. */
export async function signUpClients(baseUrl: string, count: number, prefix: string): Promise<Client[]> {
  const clients: Client[] = [];
  for (let index = 0; index < count; index++) {
    const response = await fetch(`${baseUrl}/api/register`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: `${prefix}${index}`, password: `load test password ${index}` }),
    });
    if (response.status !== 201)
      throw new Error(`sign-up ${index} answered ${response.status}: ${await response.text()}`);
    const cookie = response.headers
      .getSetCookie()
      .find((c) => c.startsWith("pj_session="))
      ?.split(";")[0];
    if (!cookie) throw new Error("sign-up answered no session cookie");
    clients.push({ index, cookie });
  }
  return clients;
}

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const started = performance.now();
  const result: LoadResult = { requests: 0, writes: [], statuses: {}, failures: [] };
  let acknowledged = 0;

  const request = async (client: Client, method: string, path: string, body?: unknown) => {
    result.requests++;
    try {
      const response = await fetch(`${options.baseUrl}${path}`, {
        method,
        headers: { cookie: client.cookie, ...(body ? { "content-type": "application/json" } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      const text = await response.text();
      const status = String(response.status);
      result.statuses[status] = (result.statuses[status] ?? 0) + 1;
      if (response.status >= 500) {
        result.failures.push({
          status,
          at: performance.now() - started,
          retryAfter: response.headers.get("retry-after"),
          body: text.slice(0, 200),
        });
      }
      return response.status;
    } catch (error) {
      const status = `network error (${(error as Error).cause ?? (error as Error).message})`;
      result.statuses[status] = (result.statuses[status] ?? 0) + 1;
      result.failures.push({ status, at: performance.now() - started, retryAfter: null, body: "" });
      return 0;
    }
  };

  const acknowledge = (write: Write) => {
    result.writes.push(write);
    if (write.acknowledged) options.onAcknowledged?.(++acknowledged);
  };

  await Promise.all(
    options.clients.map(async (client) => {
      for (let i = 0; i < options.writesPerClient; i++) {
        if (i % 2 === 0) {
          const key = `load-u${client.index}-p${i}`;
          const status = await request(client, "POST", "/api/prayers", { title: key, content: `Prayer ${key}` });
          acknowledge({ user: client.index, kind: "prayer", key, acknowledged: status === 201 });
        } else {
          const key = `load-u${client.index}-s${i}`;
          const session = {
            clientId: key,
            watchNumber: 1 + (i % 8),
            duration: 5,
            completedAt: new Date().toISOString(),
          };
          let status: number;
          if (options.racingDuplicates && i % 4 === 1) {
            const both = await Promise.all([
              request(client, "POST", "/api/prayer-sessions", session),
              request(client, "POST", "/api/prayer-sessions", session),
            ]);
            status = both.find((s) => s === 201 || s === 200) ?? Math.max(...both);
          } else {
            status = await request(client, "POST", "/api/prayer-sessions", session);
          }
          for (let retry = 0; status >= 500 || status === 0; retry++) {
            if (retry >= (options.sessionRetries ?? 0)) break;
            await sleep(200);
            status = await request(client, "POST", "/api/prayer-sessions", session);
          }
          // 200 is "already saved" after a retry whose first attempt went through.
          acknowledge({ user: client.index, kind: "session", key, acknowledged: status === 201 || status === 200 });
        }
        if (i % 3 === 2) await request(client, "GET", i % 2 === 0 ? "/api/prayers" : "/api/prayer-sessions");
        if (options.pauseMs) await sleep(options.pauseMs);
      }
    }),
  );
  return result;
}

export type Verification = { checked: number; missing: Write[]; duplicated: Write[] };

/** Reads every client's prayers and sessions back through the API and checks each write's count. */
export async function verifyWrites(baseUrl: string, clients: Client[], writes: Write[]): Promise<Verification> {
  const verification: Verification = { checked: 0, missing: [], duplicated: [] };
  for (const client of clients) {
    const read = async (path: string) => {
      const response = await fetch(`${baseUrl}${path}`, { headers: { cookie: client.cookie } });
      if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status} while verifying`);
      return (await response.json()) as Record<string, unknown>[];
    };
    const prayers = (await read("/api/prayers")).map((p) => String(p.title));
    const sessions = (await read("/api/prayer-sessions?limit=1000")).map((s) => String(s.clientId));
    for (const write of writes.filter((w) => w.user === client.index)) {
      const found = (write.kind === "prayer" ? prayers : sessions).filter((key) => key === write.key).length;
      if (write.acknowledged) verification.checked++;
      if (found > 1) verification.duplicated.push(write);
      else if (found === 0 && write.acknowledged) verification.missing.push(write);
    }
  }
  return verification;
}
