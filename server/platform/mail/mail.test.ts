import { createServer } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type App, buildApp } from "../../app";
import { loadConfig } from "../../config";
import { jobs, mailOutbox } from "../../db/schema";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database";
import { startTestSmtpServer } from "../../testing/test-smtp";
import { type MailMessage, SEND_MAIL_MAX_ATTEMPTS } from ".";

/** A clock the test moves, so retries with backoff fall due without waiting. */
function testClock(start = new Date("2026-03-01T12:00:00Z")) {
  let now = start.getTime();
  return { now: () => new Date(now), advance: (ms: number) => (now += ms) };
}

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const toClose: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of toClose.splice(0).reverse()) await close();
});

async function appWith(env: Record<string, string>) {
  const clock = testClock();
  const config = loadConfig({ NODE_ENV: "test", WEB_DIST_DIR: "", APP_URL: "https://prayer.example", ...env });
  const app = await buildApp({ config, database, clock });
  await app.ready();
  toClose.push(() => app.close());
  return { app, clock };
}

async function smtp(port?: number) {
  const server = await startTestSmtpServer({ port });
  toClose.push(server.close);
  return server;
}

async function outboxRow(id: number) {
  const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row!;
}

async function jobOf(outboxId: number) {
  const [row] = await database.db
    .select()
    .from(jobs)
    .where(eq(jobs.key, `outbox:${outboxId}`));
  return row!;
}

const message = { to: "ruth@example.com", subject: "Hello Ruth", text: "Whither thou goest, I will go." };

/** Queues mail with no key, which is always queued: its outbox id. */
async function queued(app: App, mail: MailMessage): Promise<number> {
  const { outboxId } = await app.mail.queue(app.db, mail);
  if (outboxId === null) throw new Error("mail with no key was not queued");
  return outboxId;
}

describe("mail over SMTP, sent by jobs", () => {
  it("sends a queued message to a real SMTP server once, then marks it sent and blanks it", async () => {
    const server = await smtp();
    const { app } = await appWith({ SMTP_URL: server.url, MAIL_FROM: "Prayer Journey <hello@prayer.example>" });
    expect(app.mail.enabled).toBe(true);

    const outboxId = await queued(app, message);
    expect(server.received).toHaveLength(0);
    expect((await jobOf(outboxId)).payload).toEqual({ outboxId });

    expect((await app.jobs.tick()).done).toBeGreaterThanOrEqual(1);
    const mail = await server.nextMail();
    expect(mail.subject).toBe("Hello Ruth");
    expect(mail.text?.trim()).toBe(message.text);
    expect(mail.from?.text).toBe('"Prayer Journey" <hello@prayer.example>');
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.text : "").toBe("ruth@example.com");
    expect(mail.messageId).toMatch(new RegExp(`^<${outboxId}\\.\\d+@prayer\\.example>$`));

    const row = await outboxRow(outboxId);
    expect(row.sentAt).not.toBeNull();
    expect(row.failedAt).toBeNull();
    // Sent: no address, no subject, no text is kept (decision 028).
    expect(row).toMatchObject({ to: "", subject: "", text: "", html: null });

    // Another tick, and even the same job queued again by hand, send nothing more.
    await app.jobs.tick();
    await app.jobs.enqueue(app.mail.job!, { outboxId });
    await app.jobs.tick();
    expect(server.received).toHaveLength(1);
  });

  it("queues a message with a key once, however often it is queued, even after it was sent", async () => {
    const server = await smtp();
    const { app } = await appWith({ SMTP_URL: server.url });
    const keyed = { ...message, key: "group-alert:7:3" };
    const first = await app.mail.queue(app.db, keyed);
    expect(first.outboxId).not.toBeNull();
    expect(await app.mail.queue(app.db, keyed)).toEqual({ outboxId: null });
    await app.jobs.tick();
    await server.nextMail();
    // Queued again after it went out (the row is kept, blanked, for a week): still nothing new.
    expect(await app.mail.queue(app.db, keyed)).toEqual({ outboxId: null });
    // Another key, and mail with no key, are queued as usual.
    expect((await app.mail.queue(app.db, { ...message, key: "group-alert:7:4" })).outboxId).not.toBeNull();
    expect((await app.mail.queue(app.db, message)).outboxId).not.toBeNull();
    expect((await app.mail.queue(app.db, message)).outboxId).not.toBeNull();
    await app.jobs.tick();
    await app.jobs.tick();
    expect(server.received).toHaveLength(4);
    const rows = await database.db.select({ key: mailOutbox.key }).from(mailOutbox);
    expect(rows.filter((row) => row.key === "group-alert:7:3")).toHaveLength(1);
  });

  it("keeps a message whole while its tries last, then blanks it and marks it failed", async () => {
    const server = await smtp();
    const { app, clock } = await appWith({ SMTP_URL: server.url });
    server.refuseNext(100);
    const outboxId = await queued(app, message);
    expect((await app.jobs.tick()).retried).toBe(1);
    // Still waiting for another try: everything needed to send it is kept.
    expect(await outboxRow(outboxId)).toMatchObject({ ...message, sentAt: null, failedAt: null });
    let failed = 0;
    for (let hour = 0; hour < 12 && failed === 0; hour++) {
      clock.advance(60 * 60_000);
      failed += (await app.jobs.tick()).failed;
    }
    expect(failed).toBe(1);
    expect((await jobOf(outboxId)).attempts).toBe(SEND_MAIL_MAX_ATTEMPTS);
    const row = await outboxRow(outboxId);
    expect(row.failedAt).not.toBeNull();
    expect(row.sentAt).toBeNull();
    expect(row).toMatchObject({ to: "", subject: "", text: "", html: null });
    expect(server.received).toHaveLength(0);
  });

  it("does not send a message after its not_after: marks it failed and blanks it", async () => {
    const server = await smtp();
    const { app, clock } = await appWith({ SMTP_URL: server.url });
    server.refuseNext(1);
    const outboxId = await queued(app, {
      ...message,
      notAfter: new Date(clock.now().getTime() + 20_000),
    });
    expect((await app.jobs.tick()).retried).toBe(1);
    // The retry falls due after 30 s, when the link it carries would no longer work.
    clock.advance(30_000);
    expect((await app.jobs.tick()).done).toBe(1);
    expect(server.received).toHaveLength(0);
    const row = await outboxRow(outboxId);
    expect(row.failedAt).toEqual(clock.now());
    expect(row).toMatchObject({ to: "", subject: "", text: "", sentAt: null });

    // One still in time is sent.
    const inTime = await queued(app, {
      ...message,
      notAfter: new Date(clock.now().getTime() + 20_000),
    });
    await app.jobs.tick();
    expect((await server.nextMail()).subject).toBe(message.subject);
    expect((await outboxRow(inTime)).sentAt).not.toBeNull();
  });

  it("deletes sent and failed messages a week after, daily; never one still waiting to be sent", async () => {
    const server = await smtp();
    const { app, clock } = await appWith({ SMTP_URL: server.url });
    const sent = await queued(app, message);
    await app.jobs.tick();
    const late = await queued(app, { ...message, notAfter: clock.now() });
    clock.advance(1);
    await app.jobs.tick();
    expect((await outboxRow(late)).failedAt).not.toBeNull();
    // A message still waiting to be sent (its job not run, here: none) is kept whole, however old.
    const [waitingRow] = await database.db
      .insert(mailOutbox)
      .values({ to: message.to, subject: message.subject, text: message.text, createdAt: clock.now() })
      .returning({ id: mailOutbox.id });
    const waiting = waitingRow!.id;

    for (let day = 0; day < 6; day++) {
      clock.advance(24 * 60 * 60_000);
      await app.jobs.tick();
    }
    expect(await database.db.$count(mailOutbox, eq(mailOutbox.id, sent))).toBe(1);
    expect(await database.db.$count(mailOutbox, eq(mailOutbox.id, late))).toBe(1);
    for (let day = 0; day < 2; day++) {
      clock.advance(24 * 60 * 60_000);
      await app.jobs.tick();
    }
    expect(await database.db.$count(mailOutbox, eq(mailOutbox.id, sent))).toBe(0);
    expect(await database.db.$count(mailOutbox, eq(mailOutbox.id, late))).toBe(0);
    expect(await outboxRow(waiting)).toMatchObject({ ...message, sentAt: null, failedAt: null });
  });

  it("queues the message and its job only if the caller's transaction commits", async () => {
    const server = await smtp();
    const { app } = await appWith({ SMTP_URL: server.url });
    const before = await database.db.$count(mailOutbox);
    await expect(
      app.db.transaction(async (tx) => {
        await app.mail.queue(tx as unknown as typeof app.db, message);
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await database.db.$count(mailOutbox)).toBe(before);
    await app.jobs.tick();
    expect(server.received).toHaveLength(0);
  });

  it("retries with backoff while the SMTP server answers 451, then sends it once", async () => {
    const server = await smtp();
    const { app, clock } = await appWith({ SMTP_URL: server.url });
    server.refuseNext(2);
    const outboxId = await queued(app, message);

    expect((await app.jobs.tick()).retried).toBe(1);
    expect((await jobOf(outboxId)).lastError).toMatch(/451/);
    // Not due again until the backoff (30 s) has passed.
    expect((await app.jobs.tick()).retried).toBe(0);
    clock.advance(30_000);
    expect((await app.jobs.tick()).retried).toBe(1);
    clock.advance(59_000);
    expect((await app.jobs.tick()).done).toBe(0);
    clock.advance(1_000);
    expect((await app.jobs.tick()).done).toBe(1);

    expect(server.received).toHaveLength(1);
    expect((await outboxRow(outboxId)).sentAt).not.toBeNull();
    expect((await jobOf(outboxId)).status).toBe("done");
  });

  it("retries while the connection is refused, and sends once the server is up", async () => {
    const port = await freePort();
    const { app, clock } = await appWith({ SMTP_URL: `smtp://tester:secret@127.0.0.1:${port}` });
    const outboxId = await queued(app, message);

    expect((await app.jobs.tick()).retried).toBe(1);
    expect((await jobOf(outboxId)).lastError).toMatch(/ECONNREFUSED/);
    expect((await outboxRow(outboxId)).sentAt).toBeNull();

    const server = await smtp(port);
    clock.advance(30_000);
    expect((await app.jobs.tick()).done).toBe(1);
    expect((await server.nextMail()).subject).toBe("Hello Ruth");
    clock.advance(60 * 60_000);
    await app.jobs.tick();
    expect(server.received).toHaveLength(1);
  });

  it("is off without SMTP_URL: nothing can be queued, and /api/health says so", async () => {
    const { app } = await appWith({});
    expect(app.mail.enabled).toBe(false);
    await expect(app.mail.queue(app.db, message)).rejects.toMatchObject({ statusCode: 409, code: "MAIL_OFF" });
    expect(() => app.mail.assertEnabled()).toThrow(/does not send e-mail/);
    expect((await app.inject({ url: "/api/health" })).json()).toMatchObject({ status: "ok", mail: "off" });
  });

  it("says mail is on in /api/health when SMTP_URL is set, and builds links on APP_URL", async () => {
    const { app } = await appWith({ SMTP_URL: "smtp://127.0.0.1:2525" });
    expect((await app.inject({ url: "/api/health" })).json()).toMatchObject({ mail: "on" });
    expect(app.mail.link("/reset-password", { token: "a b" })).toBe("https://prayer.example/reset-password?token=a+b");
  });
});

/** A port nothing listens on (bound, then released). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
