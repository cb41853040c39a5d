import { PRODUCT_NAME } from "@meshlink/domain/constants/product";
import type { Mail } from "../../mail/mailer.ts";

/** The mail that confirms a registration's address: a link to the web's /verify/{token} page. */
export function verificationEmail(input: {
  to: string;
  name: string;
  publicUrl: string;
  token: string;
}): Mail {
  const link = `${input.publicUrl}/verify/${input.token}`;
  const greeting = `Hello ${input.name},`;
  const body = `please confirm your email address for ${PRODUCT_NAME} by opening this link within 24 hours:`;
  return {
    to: input.to,
    subject: `Confirm your email address for ${PRODUCT_NAME}`,
    text: `${greeting}\n\n${body}\n\n${link}\n\nIf you did not register, ignore this message.\n`,
    html: `<p>${escapeHtml(greeting)}</p><p>${body}</p><p><a href="${link}">${link}</a></p><p>If you did not register, ignore this message.</p>`,
    link,
  };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
