import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { randomBytes } from "node:crypto";
import nodemailer from "nodemailer";
import type { MailLogger, Mailer } from "./mailer.ts";

/**
 * Without a mail server (local runs, tests, e2e): each mail becomes an .eml file in `folder` and a
 * log line with its link, so registration can be completed by opening the file or the link.
 */
export function createOutboxMailer(options: { folder: string; from: string; logger: MailLogger }): Mailer {
  // nodemailer's stream transport renders the full RFC 5322 message without sending it.
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    send: async (mail) => {
      const { message } = await transport.sendMail({
        from: options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
      await mkdir(options.folder, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomBytes(4).toString("hex")}.eml`;
      const file = path.join(options.folder, name);
      await writeFile(file, message as Buffer);
      options.logger.info(
        { to: mail.to, subject: mail.subject, file, link: mail.link },
        "mail written to outbox",
      );
    },
  };
}
