import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";

export const SERVER_KEY_BYTES = 32;
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

/**
 * The server keys that wrap each source archive's own key (docs/decisions/009-source-archive-
 * encryption.md): new keys are wrapped under the current one (ARCHIVE_KEY); previous ones
 * (ARCHIVE_PREVIOUS_KEYS) still unwrap what they wrapped, until every row is wrapped again.
 */
export type ArchiveKeyring = {
  /** Names the current server key in wrapped keys: a hash of it, which tells nothing of it. */
  currentKeyId: string;
  /** `archiveKey` wrapped under the current server key, bound to the sealed archive's CID. */
  wrap(archiveKey: Uint8Array, cid: string): string;
  /** The archive key back; throws when no configured server key wrapped it or it was altered. */
  unwrap(wrapped: string, cid: string): Buffer;
};

export class ArchiveKeyUnavailable extends Error {
  override readonly name = "ArchiveKeyUnavailable";
}

const keyId = (key: Uint8Array) =>
  createHash("sha256").update("meshlink archive server key\0").update(key).digest("hex").slice(0, 16);

// Bound to the CID, so a wrapped key copied onto another archive's row does not unwrap there.
const context = (cid: string) => Buffer.from(`meshlink archive key v1\0${cid}`);

export function createArchiveKeyring(
  current: Uint8Array,
  previous: readonly Uint8Array[] = [],
): ArchiveKeyring {
  for (const key of [current, ...previous]) {
    if (key.length !== SERVER_KEY_BYTES) throw new Error(`a server key is ${SERVER_KEY_BYTES} bytes`);
  }
  const byId = new Map([current, ...previous].map((key) => [keyId(key), key]));
  const currentKeyId = keyId(current);
  return {
    currentKeyId,
    wrap(archiveKey, cid) {
      const nonce = randomBytes(NONCE_BYTES);
      const cipher = createCipheriv("aes-256-gcm", current, nonce).setAAD(context(cid));
      const sealed = Buffer.concat([nonce, cipher.update(archiveKey), cipher.final(), cipher.getAuthTag()]);
      return `v1.${currentKeyId}.${sealed.toString("base64url")}`;
    },
    unwrap(wrapped, cid) {
      const [version, id, body] = wrapped.split(".");
      const key = id === undefined ? undefined : byId.get(id);
      if (version !== "v1" || !key || body === undefined) {
        throw new ArchiveKeyUnavailable(
          `no configured server key (ARCHIVE_KEY, ARCHIVE_PREVIOUS_KEYS) is ${id ?? "?"}, which wrapped the key of ${cid}`,
        );
      }
      const sealed = Buffer.from(body, "base64url");
      const decipher = createDecipheriv("aes-256-gcm", key, sealed.subarray(0, NONCE_BYTES)).setAAD(
        context(cid),
      );
      decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
      try {
        return Buffer.concat([
          decipher.update(sealed.subarray(NONCE_BYTES, sealed.length - TAG_BYTES)),
          decipher.final(),
        ]);
      } catch {
        throw new ArchiveKeyUnavailable(`the wrapped key of ${cid} fails its authentication tag`);
      }
    },
  };
}

/** A keyring of one random key that lives as long as the process (tests, scratch stores). */
export const ephemeralArchiveKeyring = () => createArchiveKeyring(randomBytes(SERVER_KEY_BYTES));
