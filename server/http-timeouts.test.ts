import { connect, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "./testing/test-app";

// Small limits so a trickling client is cut quickly (the trickle itself would last minutes), yet long
// enough that a busy machine's event-loop lag does not cut a request sent at once.
let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await buildTestApp({
    HTTP_HEADERS_TIMEOUT_MS: "1000",
    HTTP_REQUEST_TIMEOUT_MS: "2000",
    HTTP_IDLE_TIMEOUT_MS: "3000",
    HTTP_KEEP_ALIVE_TIMEOUT_MS: "1000",
  });
  await t.app.listen({ host: "127.0.0.1", port: 0 });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(() => t.close());

/** Connects, sends `request` (if any), and answers everything the server wrote once it closes the socket. */
function untilClosed(request?: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    let answer = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => (answer += chunk));
    socket.on("error", () => {});
    socket.on("close", () => resolve(answer));
    if (request) socket.on("connect", () => socket.write(request));
  });
}

type Trickle = { answer: string; bytesSent: number; bytesPlanned: number };

/** Sends `head` at once, then `rest` one byte every 50 ms until the server closes the connection. */
function trickle(head: string, rest: string): Promise<Trickle> {
  return new Promise((resolve, reject) => {
    const socket: Socket = connect(port, "127.0.0.1");
    let answer = "";
    let sent = 0;
    let timer: NodeJS.Timeout | undefined;
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => (answer += chunk));
    socket.on("error", () => {}); // a reset after the answer is one way of being cut
    socket.on("close", () => {
      clearInterval(timer);
      resolve({ answer, bytesSent: sent, bytesPlanned: rest.length });
    });
    socket.on("connect", () => {
      if (head) socket.write(head);
      timer = setInterval(() => {
        if (sent >= rest.length) {
          clearInterval(timer);
          reject(new Error("the server took the whole trickled request"));
          return;
        }
        if (!socket.destroyed) socket.write(rest[sent++]!);
      }, 50);
    });
  });
}

describe("HTTP time limits", () => {
  it("cuts a request whose headers trickle in: 408, connection closed", async () => {
    const result = await trickle("GET /api/health HTTP/1.1\r\nHost: localhost\r\n", `X-Slow: ${"a".repeat(5_000)}`);
    expect(result.answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(result.bytesSent).toBeLessThan(result.bytesPlanned);
  });

  it("cuts a request whose body trickles in after its headers: 408, connection closed", async () => {
    const body = JSON.stringify({ username: "slow_body", password: "x".repeat(4_000) });
    const result = await trickle(
      `POST /api/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
      body,
    );
    expect(result.answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(result.bytesSent).toBeLessThan(result.bytesPlanned);
  });

  it("closes a connection that never sends anything", async () => {
    const closed = await untilClosed();
    // Closed by the server (the test would time out otherwise); Node may or may not write a 408 first.
    expect(closed === "" || closed.startsWith("HTTP/1.1 408")).toBe(true);
  });

  it("still answers a request that arrives in time, and closes the kept-alive socket once idle", async () => {
    const closed = await untilClosed("GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n");
    expect(closed).toMatch(/^HTTP\/1\.1 200 /);
    expect(closed).toContain('"status":"ok"');
  });
});
