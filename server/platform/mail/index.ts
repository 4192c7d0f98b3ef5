export { type MailPluginOptions, mailPlugin } from "./mail.plugin";
export {
  digestToken,
  Mailer,
  type MailMessage,
  MailMessages,
  MailOff,
  type MailOptions,
  type MailTransport,
  SEND_MAIL_MAX_ATTEMPTS,
} from "./mailer";
