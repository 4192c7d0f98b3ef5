/**
 * A push service inside the test process (issue 16, decision 030): an HTTPS server on 127.0.0.1, port 0,
 * with a self-signed certificate made in-process (`selfsigned`), that receives Web Push messages the way a
 * browser vendor's push service does, and decrypts them the way the browser would.
 *
 *   const push = await startFakePushService();
 *   const subscription = push.newSubscription();      // { endpoint, keys: { p256dh, auth } }, as the browser's toJSON()
 *   // … send to it with web-push, passing `agent: push.agent` (it trusts this service's certificate) …
 *   const delivery = await push.nextDelivery();        // { endpoint, payload (decrypted JSON), vapid, ttl, urgency, … }
 *   push.answer(subscription.endpoint, 410);           // that endpoint now answers 410 Gone (also 404, 429, 500…)
 *   push.answer(subscription.endpoint, 500, 1);        // …only for the next request, then 201 again
 *   await push.close();
 *
 * Each accepted `POST /push/<id>` is checked before it answers 201: the body must decrypt (aes128gcm,
 * RFC 8291) with the subscriber keys `newSubscription()` made, to JSON; the `Authorization: vapid t=…, k=…`
 * header must hold an ES256 JWT signed by the key in `k`, with `aud` = this service's origin and an `exp` in
 * the future (RFC 8292). A request failing a check answers 400 (bad body) or 403 (bad VAPID) and lands in
 * `refused` with its reason; an endpoint this service never made answers 404. `deliveries` holds only the
 * accepted ones. `peakConcurrency` is the most requests seen in flight at once (see `latencyMs`).
 */
import { createECDH, createPublicKey, randomBytes, verify } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { Agent, createServer } from "node:https";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { generate } from "selfsigned";

type EceParams = { version: "aes128gcm"; privateKey: ReturnType<typeof createECDH>; authSecret: string };
// http_ece ships no types; this is the one function used.
const ece = createRequire(import.meta.url)("http_ece") as {
  decrypt: (buffer: Buffer, params: EceParams) => Buffer;
};

/** What `PushSubscription.toJSON()` gives in a browser. */
export type FakeSubscription = { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };

export type FakePushDelivery = {
  endpoint: string;
  /** The decrypted body, parsed as JSON. */
  payload: unknown;
  /** The VAPID claims and key that signed the request (already verified). */
  vapid: { subject: string; publicKey: string; audience: string; expiresAt: number };
  /** The TTL, Urgency and Topic headers as sent (TTL in seconds; null when absent). */
  ttl: number | null;
  urgency: string | null;
  topic: string | null;
  receivedAt: Date;
};

export type FakePushRefusal = { endpoint: string; status: number; reason: string };

export type FakePushService = {
  /** `https://127.0.0.1:<port>`: the audience a sender's VAPID JWT must name. */
  origin: string;
  /** An https.Agent that trusts this service's self-signed certificate (web-push's `agent` option). */
  agent: Agent;
  /** The certificate (PEM), for anything else that must trust it (e.g. `NODE_EXTRA_CA_CERTS`). */
  certificate: string;
  /** A new subscriber: a fresh endpoint and P-256 key pair + auth secret this service can decrypt for. */
  newSubscription: () => FakeSubscription;
  /** Every accepted message, in arrival order. */
  deliveries: FakePushDelivery[];
  /** The accepted messages for one endpoint. */
  deliveriesTo: (endpoint: string) => FakePushDelivery[];
  /** The next accepted message (or one already received and not yet taken this way). */
  nextDelivery: (timeoutMs?: number) => Promise<FakePushDelivery>;
  /** Requests answered with an error, with why (a failed check, or an `answer()` status). */
  refused: FakePushRefusal[];
  /**
   * Makes `endpoint` answer `status` (404, 410, 429, 500, …) for the next `times` requests (default: all
   * of them, until called again). `answer(endpoint, 201)` goes back to normal.
   */
  answer: (endpoint: string, status: number, times?: number) => void;
  /** Every request waits this long before its answer (default 0), to observe concurrency. */
  latencyMs: number;
  /** The most requests in flight at once so far. */
  peakConcurrency: number;
  close: () => Promise<void>;
};

type Subscriber = { ecdh: ReturnType<typeof createECDH>; auth: string };

export async function startFakePushService(): Promise<FakePushService> {
  const pems = await generate([{ name: "commonName", value: "127.0.0.1" }], {
    keyType: "ec",
    algorithm: "sha256",
    extensions: [
      { name: "basicConstraints", cA: true },
      { name: "subjectAltName", altNames: [{ type: 7, ip: "127.0.0.1" }] },
    ],
  });
  const subscribers = new Map<string, Subscriber>();
  const answers = new Map<string, { status: number; times: number }>();
  const deliveries: FakePushDelivery[] = [];
  const refused: FakePushRefusal[] = [];
  const waiting: ((delivery: FakePushDelivery) => void)[] = [];
  let taken = 0;
  let inFlight = 0;
  let origin = "";

  const server = createServer({ key: pems.private, cert: pems.cert }, (request, response) => {
    inFlight++;
    service.peakConcurrency = Math.max(service.peakConcurrency, inFlight);
    const finish = (status: number, reason?: string) => {
      const endpoint = `${origin}${request.url ?? ""}`;
      if (reason !== undefined) refused.push({ endpoint, status, reason });
      setTimeout(() => {
        inFlight--;
        response.writeHead(status, { "content-type": "text/plain" }).end(reason ?? "");
      }, service.latencyMs);
    };
    readBody(request).then(
      (body) => {
        const endpoint = `${origin}${request.url ?? ""}`;
        const id = /^\/push\/([\w-]+)$/.exec(request.url ?? "")?.[1];
        const subscriber = id ? subscribers.get(id) : undefined;
        if (request.method !== "POST" || !subscriber) return finish(404, "no such subscription");
        const forced = answers.get(endpoint);
        if (forced && forced.times > 0) {
          forced.times--;
          return finish(forced.status, `answered ${forced.status} as told`);
        }
        const vapid = checkVapid(request.headers.authorization, origin);
        if (typeof vapid === "string") return finish(403, vapid);
        if (request.headers["content-encoding"] !== "aes128gcm")
          return finish(400, "content-encoding is not aes128gcm");
        let payload: unknown;
        try {
          const plain = ece.decrypt(body, {
            version: "aes128gcm",
            privateKey: subscriber.ecdh,
            authSecret: subscriber.auth,
          });
          payload = JSON.parse(plain.toString("utf8"));
        } catch (error) {
          return finish(400, `cannot decrypt the body: ${(error as Error).message}`);
        }
        const header = (name: string) => {
          const value = request.headers[name];
          return typeof value === "string" ? value : null;
        };
        const ttl = header("ttl");
        const delivery: FakePushDelivery = {
          endpoint,
          payload,
          vapid,
          ttl: ttl === null ? null : Number(ttl),
          urgency: header("urgency"),
          topic: header("topic"),
          receivedAt: new Date(),
        };
        deliveries.push(delivery);
        const waiter = waiting.shift();
        if (waiter) {
          taken++;
          waiter(delivery);
        }
        finish(201);
      },
      () => finish(400, "cannot read the body"),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const agent = new Agent({ ca: pems.cert, keepAlive: true });

  const service: FakePushService = {
    origin,
    agent,
    certificate: pems.cert,
    newSubscription: () => {
      const id = randomBytes(12).toString("base64url");
      const ecdh = createECDH("prime256v1");
      ecdh.generateKeys();
      const auth = randomBytes(16).toString("base64url");
      subscribers.set(id, { ecdh, auth });
      return {
        endpoint: `${origin}/push/${id}`,
        expirationTime: null,
        keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth },
      };
    },
    deliveries,
    deliveriesTo: (endpoint) => deliveries.filter((delivery) => delivery.endpoint === endpoint),
    nextDelivery: (timeoutMs = 10_000) => {
      if (taken < deliveries.length) return Promise.resolve(deliveries[taken++]!);
      return new Promise((resolve, reject) => {
        const waiter = (delivery: FakePushDelivery) => {
          clearTimeout(timer);
          resolve(delivery);
        };
        const timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(waiter), 1);
          reject(new Error(`no push delivery within ${timeoutMs} ms`));
        }, timeoutMs);
        waiting.push(waiter);
      });
    },
    refused,
    answer: (endpoint, status, times = Number.POSITIVE_INFINITY) => {
      if (status === 201) answers.delete(endpoint);
      else answers.set(endpoint, { status, times });
    },
    latencyMs: 0,
    peakConcurrency: 0,
    close: () => {
      agent.destroy();
      return new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
  return service;
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on("data", (chunk: Buffer) => {
      size += chunk.length;
      // A push service takes at most 4 KiB of payload (RFC 8030 §7.2 lets it refuse more).
      if (size > 4096 + 512) request.destroy(new Error("too large"));
      else chunks.push(chunk);
    });
    request.on("end", () => resolve(Buffer.concat(chunks)));
    request.on("error", reject);
  });
}

/** The VAPID claims when `Authorization: vapid t=<jwt>, k=<key>` is valid for `audience`, else why not. */
function checkVapid(authorization: string | undefined, audience: string): FakePushDelivery["vapid"] | string {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+),\s*k=([\w-]+)$/.exec(authorization ?? "");
  if (!match) return "no 'Authorization: vapid t=…, k=…' header";
  const [, token, key] = match as unknown as [string, string, string];
  const [headerPart, claimsPart, signaturePart] = token.split(".") as [string, string, string];
  let header: { alg?: unknown; typ?: unknown };
  let claims: { aud?: unknown; exp?: unknown; sub?: unknown };
  try {
    header = JSON.parse(Buffer.from(headerPart, "base64url").toString("utf8"));
    claims = JSON.parse(Buffer.from(claimsPart, "base64url").toString("utf8"));
  } catch {
    return "the VAPID JWT is not JSON";
  }
  if (header.alg !== "ES256") return `the VAPID JWT's alg is ${String(header.alg)}, not ES256`;
  const rawKey = Buffer.from(key, "base64url");
  if (rawKey.length !== 65 || rawKey[0] !== 4) return "k is not an uncompressed P-256 public key";
  const publicKey = createPublicKey({
    format: "jwk",
    key: {
      kty: "EC",
      crv: "P-256",
      x: rawKey.subarray(1, 33).toString("base64url"),
      y: rawKey.subarray(33, 65).toString("base64url"),
    },
  });
  const signed = verify(
    "sha256",
    Buffer.from(`${headerPart}.${claimsPart}`),
    { key: publicKey, dsaEncoding: "ieee-p1363" },
    Buffer.from(signaturePart, "base64url"),
  );
  if (!signed) return "the VAPID JWT's signature does not match k";
  if (claims.aud !== audience) return `the VAPID JWT's aud is ${String(claims.aud)}, not ${audience}`;
  if (typeof claims.exp !== "number" || claims.exp * 1000 <= Date.now()) return "the VAPID JWT has expired";
  if (claims.exp * 1000 > Date.now() + 24 * 3600 * 1000) return "the VAPID JWT's exp is more than 24 hours ahead";
  if (typeof claims.sub !== "string" || !/^(mailto:|https:)/.test(claims.sub))
    return "the VAPID JWT's sub is not mailto: or https:";
  return { subject: claims.sub, publicKey: key, audience: claims.aud, expiresAt: claims.exp };
}
