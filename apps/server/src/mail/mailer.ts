/** One outgoing email. `link` is the action it carries, logged when mail goes to the outbox. */
export type Mail = { to: string; subject: string; text: string; html: string; link?: string };

export type Mailer = { send: (mail: Mail) => Promise<void> };

/** The part of pino the mailers use. */
export type MailLogger = { info: (details: object, message: string) => void };
