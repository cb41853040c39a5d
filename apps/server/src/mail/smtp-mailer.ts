import nodemailer from "nodemailer";
import type { Mailer } from "./mailer.ts";

/** Sends through the SMTP server of `smtpUrl` (smtp://user:pass@host:587 or smtps://…:465). */
export function createSmtpMailer(options: { smtpUrl: string; from: string }): Mailer {
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    send: async (mail) => {
      await transport.sendMail({
        from: options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
    },
  };
}
