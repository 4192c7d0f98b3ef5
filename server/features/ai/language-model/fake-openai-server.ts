import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * For tests: a real HTTP server speaking the OpenAI chat-completions protocol on a free local
 * port. Each request takes the next scripted reply and is recorded so a test can check what the
 * provider sent.
 */

export type ScriptedReply =
  /** A chat.completion whose message content is `content`. */
  | { content: string | null; finishReason?: "stop" | "length"; delayMs?: number }
  /** Any status with a raw body (errors). */
  | { status: number; body: string; delayMs?: number }
  /** 200 and the first bytes of a body, then nothing: a server that hangs mid-answer. */
  | { stallAfterHeaders: true };

export type ReceivedRequest = {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: {
    model?: string;
    messages?: { role: string; content: string }[];
    response_format?: { type: string };
    [key: string]: unknown;
  };
};

export type FakeOpenAiServer = {
  /** e.g. http://127.0.0.1:54321/v1, what AI_BASE_URL would hold. */
  baseUrl: string;
  received: ReceivedRequest[];
  /** Replies not yet asked for. */
  pending: ScriptedReply[];
  reply(...replies: ScriptedReply[]): void;
  reset(): void;
  close(): Promise<void>;
};

export async function startFakeOpenAiServer(): Promise<FakeOpenAiServer> {
  const received: ReceivedRequest[] = [];
  const pending: ScriptedReply[] = [];
  const timers = new Set<NodeJS.Timeout>();

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      let body: ReceivedRequest["body"] = {};
      try {
        body = text ? JSON.parse(text) : {};
      } catch {
        body = { unparsed: text };
      }
      received.push({ method: request.method ?? "", url: request.url ?? "", headers: request.headers, body });

      if (request.method !== "POST" || request.url !== "/v1/chat/completions") {
        response.writeHead(404, { "content-type": "application/json" });
        response.end(JSON.stringify({ error: { message: `No route ${request.method} ${request.url}` } }));
        return;
      }
      const reply = pending.shift() ?? {
        status: 500,
        body: JSON.stringify({ error: { message: "no reply scripted" } }),
      };
      if ("stallAfterHeaders" in reply) {
        response.writeHead(200, { "content-type": "application/json" });
        response.write('{"id":"chatcmpl-stalled",');
        return;
      }
      const send = () => {
        if (response.destroyed) return;
        if ("status" in reply) {
          response.writeHead(reply.status, { "content-type": "application/json" });
          response.end(reply.body);
          return;
        }
        response.writeHead(200, { "content-type": "application/json" });
        response.end(
          JSON.stringify({
            id: `chatcmpl-fake-${received.length}`,
            object: "chat.completion",
            created: Math.floor(Date.now() / 1000),
            model: body.model ?? "unknown",
            choices: [
              {
                index: 0,
                message: { role: "assistant", content: reply.content, refusal: null },
                finish_reason: reply.finishReason ?? "stop",
                logprobs: null,
              },
            ],
            usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
          }),
        );
      };
      if (reply.delayMs) {
        const timer = setTimeout(() => {
          timers.delete(timer);
          send();
        }, reply.delayMs);
        timers.add(timer);
      } else send();
    });
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    received,
    pending,
    reply: (...replies) => pending.push(...replies),
    reset() {
      received.length = 0;
      pending.length = 0;
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
