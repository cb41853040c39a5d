import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseServerKey, type Config } from "../config.ts";
import { createArchiveKeyring, SERVER_KEY_BYTES, type ArchiveKeyring } from "./archive-keyring.ts";

export const DEVELOPMENT_KEY_FILE = "archive-key";

/**
 * The keyring from ARCHIVE_KEY and ARCHIVE_PREVIOUS_KEYS. Production refuses to start without
 * ARCHIVE_KEY (loadConfig). Tests get a key of their own per app. In development a key is
 * generated once into DATA_DIR/archive-key and kept there, so `npm start` works from a fresh clone
 * and archives sealed yesterday still open today; the warning says this is not for production.
 */
export function archiveKeyringFrom(config: Config): ArchiveKeyring {
  const { current, previous } = config.files.archiveKeys;
  if (current) return createArchiveKeyring(current, previous);
  if (config.nodeEnv === "test") return createArchiveKeyring(randomBytes(SERVER_KEY_BYTES), previous);
  const file = join(config.dataDir, DEVELOPMENT_KEY_FILE);
  // Before the app's logger exists (the stores are built with the app); Node prints it on stderr.
  process.emitWarning(
    `ARCHIVE_KEY is unset: source archives are sealed under a key kept in ${file}, beside them; set ARCHIVE_KEY (openssl rand -base64 32) before real use`,
    { code: "MESHLINK_ARCHIVE_KEY" },
  );
  return createArchiveKeyring(readOrCreateKey(file), previous);
}

function readOrCreateKey(file: string): Buffer {
  mkdirSync(join(file, ".."), { recursive: true });
  try {
    // "wx": two servers starting at once on one DATA_DIR keep the first key written.
    writeFileSync(file, `${randomBytes(SERVER_KEY_BYTES).toString("base64")}\n`, { flag: "wx", mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  const key = parseServerKey(readFileSync(file, "utf8").trim());
  if (!key)
    throw new Error(
      `${file} does not hold a ${SERVER_KEY_BYTES}-byte key in base64; remove it or set ARCHIVE_KEY`,
    );
  return key;
}
