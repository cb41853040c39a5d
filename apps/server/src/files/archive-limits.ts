import { ServiceError } from "../services/service-error.ts";

// Spec section 5: at most 10,000 entries and 2 GB uncompressed, plus a compression-ratio guard against
// zip bombs. Passed in rather than read from config so tests can use tiny limits.
export type ArchiveLimits = {
  maxEntries: number;
  maxUncompressedBytes: number;
  maxCompressionRatio: number;
  /** Below this size a high ratio is harmless (a 132 KiB run of zeros deflates 900:1). */
  ratioCheckFromBytes: number;
};

export const DEFAULT_ARCHIVE_LIMITS: ArchiveLimits = {
  maxEntries: 10_000,
  maxUncompressedBytes: 2 * 1024 ** 3,
  maxCompressionRatio: 100,
  ratioCheckFromBytes: 1024 ** 2,
};

/** Refuses `uncompressed` bytes that came from `compressed` bytes when the ratio says "bomb". */
export function checkCompressionRatio(
  limits: ArchiveLimits,
  what: string,
  uncompressed: number,
  compressed: number,
): void {
  if (uncompressed <= limits.ratioCheckFromBytes) return;
  if (uncompressed > compressed * limits.maxCompressionRatio) {
    const ratio = compressed === 0 ? "unbounded" : `${Math.round(uncompressed / compressed)}:1`;
    throw new ServiceError(
      "INVALID_REQUEST",
      `${what} expands too much to be safe (compression ratio ${ratio}, at most ${limits.maxCompressionRatio}:1 allowed)`,
    );
  }
}

export function checkTotalSize(limits: ArchiveLimits, totalUncompressed: number): void {
  if (totalUncompressed > limits.maxUncompressedBytes) {
    throw new ServiceError(
      "INVALID_REQUEST",
      `the archive unpacks to more than ${formatBytes(limits.maxUncompressedBytes)}, the most we accept`,
    );
  }
}

function formatBytes(bytes: number): string {
  if (bytes >= 1024 ** 3) return `${+(bytes / 1024 ** 3).toFixed(2)} GiB`;
  if (bytes >= 1024 ** 2) return `${+(bytes / 1024 ** 2).toFixed(2)} MiB`;
  return `${bytes} bytes`;
}
