import path from "node:path";
import type { Config } from "../config.ts";
import type { MailLogger, Mailer } from "./mailer.ts";
import { createOutboxMailer } from "./outbox-mailer.ts";
import { createSmtpMailer } from "./smtp-mailer.ts";

/** SMTP when SMTP_URL is set; otherwise .eml files in DATA_DIR/outbox (local runs, e2e). */
export function createMailer(config: Pick<Config, "mail" | "dataDir">, logger: MailLogger): Mailer {
  const { smtpUrl, from } = config.mail;
  if (smtpUrl) return createSmtpMailer({ smtpUrl, from });
  return createOutboxMailer({ folder: path.join(config.dataDir, "outbox"), from, logger });
}
