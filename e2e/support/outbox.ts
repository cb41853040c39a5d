import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { expect } from "@playwright/test";
import { e2eDataDir } from "./e2e-data.ts";

// The e2e server writes mail as .eml files to DATA_DIR/outbox (playwright.config.ts sets DATA_DIR).
const outbox = join(e2eDataDir, "outbox");

/** Undoes quoted-printable soft line breaks and escapes, enough to read a link back. */
const decodeQuotedPrintable = (text: string) =>
  text
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** The /verify/{token} link of the newest email sent to `to`, waiting for it to arrive. */
export async function readVerificationLink(to: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const names = (await readdir(outbox).catch(() => [])).filter((name) => name.endsWith(".eml")).sort();
        for (const name of names.reverse()) {
          const mail = decodeQuotedPrintable(await readFile(join(outbox, name), "utf8"));
          if (!mail.includes(to)) continue;
          link = /https?:\/\/[^\s"<>]+\/verify\/[A-Za-z0-9_-]+/.exec(mail)?.[0];
          if (link) return true;
        }
        return false;
      },
      { message: `a verification email to ${to} in ${outbox}`, timeout: 15_000 },
    )
    .toBe(true);
  return link!;
}
