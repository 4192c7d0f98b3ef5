import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export type TestSmtpServer = {
  /** An SMTP_URL for this server, with a user and password (any are accepted). */
  url: string;
  port: number;
  /** Every message accepted so far, parsed. */
  received: ParsedMail[];
  /**
   * The next message accepted (or one already received and not yet taken); with `to`, the next one addressed
   * to it, leaving the others (a mail an earlier test's server missed is retried by the app's job later, and
   * may arrive here first).
   */
  nextMail: (timeoutMs?: number, to?: string) => Promise<ParsedMail>;
  /** Answers the next `count` messages with a temporary failure (451). */
  refuseNext: (count: number) => void;
  close: () => Promise<void>;
};

/** A real SMTP server inside the test process (smtp-server), parsing what it receives (mailparser). */
export async function startTestSmtpServer({ port = 0 }: { port?: number } = {}): Promise<TestSmtpServer> {
  const received: ParsedMail[] = [];
  const taken = new Set<ParsedMail>();
  let refusals = 0;
  type Waiter = { wants: (mail: ParsedMail) => boolean; take: (mail: ParsedMail) => void };
  const waiting: Waiter[] = [];
  const addressedTo = (to: string | undefined) => (mail: ParsedMail) => {
    if (to === undefined) return true;
    const lists = mail.to === undefined ? [] : Array.isArray(mail.to) ? mail.to : [mail.to];
    return lists.some((list) => list.value.some((entry) => entry.address?.toLowerCase() === to.toLowerCase()));
  };
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onAuth: (auth, _session, callback) => callback(null, { user: auth.username }),
    onData: (stream, _session, callback) => {
      simpleParser(stream).then(
        (mail) => {
          if (refusals > 0) {
            refusals--;
            const error = Object.assign(new Error("Try again later"), { responseCode: 451 });
            callback(error);
            return;
          }
          received.push(mail);
          const waiter = waiting.find((candidate) => candidate.wants(mail));
          if (waiter) {
            waiting.splice(waiting.indexOf(waiter), 1);
            taken.add(mail);
            waiter.take(mail);
          }
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const actualPort = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://tester:secret@127.0.0.1:${actualPort}`,
    port: actualPort,
    received,
    nextMail: (timeoutMs = 10_000, to?: string) => {
      const wants = addressedTo(to);
      const ready = received.find((mail) => !taken.has(mail) && wants(mail));
      if (ready) {
        taken.add(ready);
        return Promise.resolve(ready);
      }
      return new Promise((resolve, reject) => {
        const waiter: Waiter = {
          wants,
          take: (mail) => {
            clearTimeout(timer);
            resolve(mail);
          },
        };
        const timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(waiter), 1);
          reject(new Error(`no mail${to ? ` to ${to}` : ""} within ${timeoutMs} ms`));
        }, timeoutMs);
        waiting.push(waiter);
      });
    },
    refuseNext: (count) => {
      refusals = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link into the app in a message's text. */
export function linkIn(mail: ParsedMail, appUrl: string): URL {
  const text = mail.text ?? "";
  const start = text.indexOf(appUrl);
  if (start < 0) throw new Error(`no link to ${appUrl} in: ${text}`);
  return new URL(text.slice(start).split(/\s/)[0]!);
}
