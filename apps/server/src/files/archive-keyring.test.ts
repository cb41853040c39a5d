import { randomBytes } from "node:crypto";
import { describe, expect, test } from "vitest";
import { ArchiveKeyUnavailable, createArchiveKeyring } from "./archive-keyring.ts";

const CID = "bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi";
const OTHER_CID = "bafkreihdwdcefgh4dqkjv67uzcmw7ojee6xedzdetojuzjevtenxquvyku";

describe("the archive keyring", () => {
  const archiveKey = randomBytes(32);

  test("wraps an archive key so that only the server key gives it back, for that CID only", () => {
    const serverKey = randomBytes(32);
    const keyring = createArchiveKeyring(serverKey);
    const wrapped = keyring.wrap(archiveKey, CID);
    expect(wrapped).toMatch(new RegExp(`^v1\\.${keyring.currentKeyId}\\.[A-Za-z0-9_-]+$`));
    expect(wrapped).not.toContain(archiveKey.toString("base64url"));
    expect(keyring.unwrap(wrapped, CID).equals(archiveKey)).toBe(true);
    expect(() => keyring.unwrap(wrapped, OTHER_CID)).toThrow(ArchiveKeyUnavailable);
    expect(keyring.wrap(archiveKey, CID)).not.toBe(wrapped);
  });

  test("unwraps with a previous server key after rotation, and wraps new keys under the current one", () => {
    const [oldKey, newKey] = [randomBytes(32), randomBytes(32)];
    const wrappedBefore = createArchiveKeyring(oldKey).wrap(archiveKey, CID);
    const rotated = createArchiveKeyring(newKey, [oldKey]);
    expect(rotated.unwrap(wrappedBefore, CID).equals(archiveKey)).toBe(true);
    const rewrapped = rotated.wrap(rotated.unwrap(wrappedBefore, CID), CID);
    expect(createArchiveKeyring(newKey).unwrap(rewrapped, CID).equals(archiveKey)).toBe(true);
    expect(() => createArchiveKeyring(newKey).unwrap(wrappedBefore, CID)).toThrow(
      /no configured server key \(ARCHIVE_KEY, ARCHIVE_PREVIOUS_KEYS\) is [0-9a-f]{16}/,
    );
  });

  test("refuses an altered wrapped key", () => {
    const keyring = createArchiveKeyring(randomBytes(32));
    const wrapped = keyring.wrap(archiveKey, CID);
    const altered = `${wrapped.slice(0, -2)}${wrapped.endsWith("A") ? "B" : "A"}${wrapped.slice(-1)}`;
    expect(() => keyring.unwrap(altered, CID)).toThrow(ArchiveKeyUnavailable);
  });
});
