import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { Mailer, type MailOptions, type MailTransport } from "./mailer";

declare module "fastify" {
  interface FastifyInstance {
    /** Outgoing e-mail, sent by `mail.send` jobs; `enabled` is false when SMTP_URL is unset (decision 025). */
    mail: Mailer;
  }
}

export type MailPluginOptions = MailOptions & {
  /** Replaces the SMTP transport (tests of a failing server). */
  transport?: MailTransport;
};

export const mailPlugin = fp(
  async (app: FastifyInstance, options: MailPluginOptions) => {
    app.decorate("mail", new Mailer(app.jobs, options, options.transport));
  },
  { name: "mail", dependencies: ["jobs"] },
);
