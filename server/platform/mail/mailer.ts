import { createHash } from "node:crypto";
import { ErrorCode } from "@common/errors";
import { and, eq, isNull, lt, or } from "drizzle-orm";
import nodemailer from "nodemailer";
import type SMTPTransport from "nodemailer/lib/smtp-transport";
import { z } from "zod";
import type { Database } from "../../db/client";
import { mailOutbox } from "../../db/schema";
import { AppError } from "../../errors";
import { defineJob, type JobDefinition, type JobRunner } from "../jobs";

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The account the mail is for: deleting the account deletes the mail (queued or kept). */
  userId?: number | null;
  /** Not sent after this time (e.g. when the link it carries expires); the row is marked failed instead. */
  notAfter?: Date | null;
  /**
   * Queued once per key for as long as the row is kept (a week after it is sent): a second `queue` with the
   * same key queues nothing. For mail a retried job could queue again (decision 055).
   */
  key?: string | null;
};

/** What sends one message: nodemailer's SMTP transport in the app, anything with `sendMail` in a test. */
export type MailTransport = {
  sendMail: (message: {
    from: string;
    to: string;
    subject: string;
    text: string;
    html?: string;
    messageId: string;
  }) => Promise<unknown>;
};

export const MailMessages = {
  off: "This server does not send e-mail (SMTP_URL is not set), so this cannot be done by e-mail. Please ask the server's administrator.",
} as const;

/** 409: the feature needs e-mail and this server sends none. */
export class MailOff extends AppError {
  constructor(message: string = MailMessages.off) {
    super(409, ErrorCode.mailOff, message);
  }
}

export type MailOptions = {
  smtpUrl: string | null;
  from: string;
  /** The public address of the web app, put in links (no trailing slash). */
  appUrl: string;
};

/** An SMTP transport with time limits well inside a job's lease, so a hung server fails the try instead. */
export function smtpTransport(smtpUrl: string): MailTransport {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  } as SMTPTransport.Options);
  return { sendMail: (message) => transport.sendMail(message) };
}

/** Tries of one message: 30 s, 1, 2, 4 … 60 min apart, about 9 hours in all, before the job is marked failed. */
export const SEND_MAIL_MAX_ATTEMPTS = 12;

export type SendMailJob = JobDefinition<{ outboxId: number }>;

/** What a sent or failed row keeps: no address, no subject, no text (decision 028). */
const blanked = { to: "", subject: "", text: "", html: null } as const;

/**
 * The `mail.send` job: reads the outbox row its payload names and sends it unless it was sent or given up
 * on already, then marks it sent and blanks it (a link is a secret once delivered, an address is personal).
 * A row past its `not_after` is not sent: it is marked failed and blanked. A try that fails (connection
 * refused, a 4xx or 5xx answer) throws, and the job runner retries it with backoff; the last try blanks the
 * row and marks it failed before throwing.
 */
export function defineSendMailJob(transport: MailTransport, options: { from: string; domain: string }): SendMailJob {
  return defineJob({
    name: "mail.send",
    payload: z.object({ outboxId: z.number().int().min(1) }),
    maxAttempts: SEND_MAIL_MAX_ATTEMPTS,
    retryDelayMs: 30_000,
    maxRetryDelayMs: 60 * 60_000,
    handle: async ({ outboxId }, { db, now, job }) => {
      const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, outboxId)).limit(1);
      if (!row || row.sentAt || row.failedAt) return;
      const waiting = and(eq(mailOutbox.id, row.id), isNull(mailOutbox.sentAt), isNull(mailOutbox.failedAt));
      const giveUp = () =>
        db
          .update(mailOutbox)
          .set({ ...blanked, failedAt: now })
          .where(waiting);
      if (row.notAfter && now.getTime() > row.notAfter.getTime()) {
        await giveUp();
        return;
      }
      try {
        await transport.sendMail({
          from: options.from,
          to: row.to,
          subject: row.subject,
          text: row.text,
          ...(row.html ? { html: row.html } : {}),
          // The same id on every try: a receiving server or client can tell a resend of one message.
          messageId: `<${row.id}.${row.createdAt.getTime()}@${options.domain}>`,
        });
      } catch (error) {
        if (job.attempt >= SEND_MAIL_MAX_ATTEMPTS) await giveUp();
        throw error;
      }
      await db
        .update(mailOutbox)
        .set({ ...blanked, sentAt: now })
        .where(waiting);
    },
  });
}

/** Sent and failed messages (already blanked) are kept this long, then deleted by `mail.delete-sent`. */
export const SENT_MAIL_KEPT_DAYS = 7;

/**
 * Daily: deletes messages sent or given up on more than SENT_MAIL_KEPT_DAYS ago, and those whose
 * `not_after` passed that long ago (never to be sent, even if their last try was abandoned unmarked).
 * A message still waiting to be sent is kept whole, however old: mail is never lost.
 */
export const deleteSentMailJob = defineJob({
  name: "mail.delete-sent",
  payload: z.object({}),
  maxAttempts: 3,
  handle: async (_payload, { db, now }) => {
    const before = new Date(now.getTime() - SENT_MAIL_KEPT_DAYS * 86_400_000);
    await db
      .delete(mailOutbox)
      .where(or(lt(mailOutbox.sentAt, before), lt(mailOutbox.failedAt, before), lt(mailOutbox.notAfter, before)));
  },
});

/** When the outbox is pruned: daily, at a quiet hour. */
export const deleteSentMailEvery = { every: "day", at: "03:30", timeZone: "UTC" } as const;

/** The host name of an address, for Message-IDs. */
function domainOf(address: string): string {
  const match = /@([^>\s]+)>?\s*$/.exec(address);
  return match?.[1] ?? "localhost";
}

/**
 * Outgoing mail (decision 025). `queue` stores the rendered message in `mail_outbox` and queues a
 * `mail.send` job naming its id (keyed by it, so it is queued once), in the caller's transaction when
 * given one: the message exists exactly when the change that asked for it commits, and is never lost.
 */
export class Mailer {
  readonly enabled: boolean;
  readonly appUrl: string;
  readonly job: SendMailJob | null;

  constructor(
    private readonly jobs: Pick<JobRunner, "enqueue" | "register" | "schedule">,
    options: MailOptions,
    transport: MailTransport | null = options.smtpUrl ? smtpTransport(options.smtpUrl) : null,
  ) {
    this.enabled = transport !== null;
    this.appUrl = options.appUrl;
    this.job = transport ? defineSendMailJob(transport, { from: options.from, domain: domainOf(options.from) }) : null;
    if (this.job) jobs.register(this.job);
    // Pruned even while mail is off: rows may be left from when it was on.
    jobs.schedule(deleteSentMailJob, deleteSentMailEvery, { payload: {} });
  }

  /** Throws MailOff (409, a clear message) when this server sends no mail. */
  assertEnabled(message?: string): void {
    if (!this.enabled) throw new MailOff(message);
  }

  /** A link into the web app, e.g. `link("/reset-password", { token })`. */
  link(path: string, query: Record<string, string> = {}): string {
    const url = new URL(path, `${this.appUrl}/`);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    return url.toString();
  }

  /**
   * Queues a message to be sent by a job; `db` may be the caller's transaction. `outboxId` is null when a
   * message with the same `key` was queued before (nothing is queued again).
   */
  async queue(db: Database, message: MailMessage): Promise<{ outboxId: number | null }> {
    const job = this.job;
    if (!job) throw new MailOff();
    return db.transaction(async (tx) => {
      const [row] = await tx
        .insert(mailOutbox)
        .values({
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html ?? null,
          userId: message.userId ?? null,
          notAfter: message.notAfter ?? null,
          key: message.key ?? null,
        })
        .onConflictDoNothing({ target: mailOutbox.key })
        .returning({ id: mailOutbox.id });
      if (!row) return { outboxId: null };
      const outboxId = row.id;
      await this.jobs.enqueue(job, { outboxId }, { key: `outbox:${outboxId}`, db: tx as unknown as Database });
      return { outboxId };
    });
  }
}

/** A digest of a secret for storing (tokens in links): the database keeps only this. */
export const digestToken = (token: string) => createHash("sha256").update(token).digest("hex");
