import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { loadConfig } from "../config.ts";
import { createArchiveKeyring } from "./archive-keyring.ts";
import { archiveKeyringFrom, DEVELOPMENT_KEY_FILE } from "./archive-server-key.ts";

const CID = "bafkreihdwdcefgh4dqkjv67uzcmw7ojee6xedzdetojuzjevtenxquvyku";
const SERVER_KEY = Buffer.alloc(32, 7);

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "meshlink-archive-key-"));
});
afterEach(async () => {
  vi.restoreAllMocks();
  await rm(dataDir, { recursive: true, force: true });
});

describe("the server key of sealed archives", () => {
  test("is ARCHIVE_KEY when set, with ARCHIVE_PREVIOUS_KEYS still unwrapping", () => {
    const previous = Buffer.alloc(32, 9);
    const config = loadConfig({
      DATA_DIR: dataDir,
      ARCHIVE_KEY: SERVER_KEY.toString("base64"),
      ARCHIVE_PREVIOUS_KEYS: ` ${previous.toString("hex")} `,
    });
    const keyring = archiveKeyringFrom(config);
    const archiveKey = Buffer.alloc(32, 1);
    expect(createArchiveKeyring(SERVER_KEY).unwrap(keyring.wrap(archiveKey, CID), CID)).toEqual(archiveKey);
    expect(keyring.unwrap(createArchiveKeyring(previous).wrap(archiveKey, CID), CID)).toEqual(archiveKey);
  });

  test("in development, is generated once into DATA_DIR, readable by its owner only, with a warning", async () => {
    const warning = vi.spyOn(process, "emitWarning").mockImplementation(() => undefined);
    const config = loadConfig({ DATA_DIR: dataDir, NODE_ENV: "development" });
    const first = archiveKeyringFrom(config);
    const wrapped = first.wrap(Buffer.alloc(32, 1), CID);
    const file = join(dataDir, DEVELOPMENT_KEY_FILE);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(Buffer.from((await readFile(file, "utf8")).trim(), "base64")).toHaveLength(32);
    expect(archiveKeyringFrom(config).unwrap(wrapped, CID)).toEqual(Buffer.alloc(32, 1));
    expect(warning).toHaveBeenCalledWith(expect.stringMatching(/^ARCHIVE_KEY is unset/), expect.anything());
  });

  test("is required in production, and must be 32 bytes", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(
      "Invalid configuration: ARCHIVE_KEY must be set in production (openssl rand -base64 32); it seals source archives",
    );
    expect(() => loadConfig({ ARCHIVE_KEY: "c2hvcnQ=" })).toThrow(
      "ARCHIVE_KEY: expected 32 random bytes in base64 (openssl rand -base64 32)",
    );
    expect(() => loadConfig({ ARCHIVE_PREVIOUS_KEYS: `${SERVER_KEY.toString("base64")},nope` })).toThrow(
      /ARCHIVE_PREVIOUS_KEYS: expected 32 random bytes in base64/,
    );
    expect(loadConfig({ NODE_ENV: "production", ARCHIVE_KEY: SERVER_KEY.toString("base64") }).nodeEnv).toBe(
      "production",
    );
  });
});
