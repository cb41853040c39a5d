import { crc32 } from "node:zlib";
import type { Entry, ZipFile } from "yauzl";
import { checkCompressionRatio, checkTotalSize, type ArchiveLimits } from "./archive-limits.ts";
import { ServiceError } from "../services/service-error.ts";

/** Bytes inflated so far across the whole archive, shared by every entry's check. */
type InflateBudget = { limits: ArchiveLimits; inflatedBytes: number };

// Studios download the archive long after upload, so a corrupt entry must be found now: inflate
// it once, count the real bytes (a forged header must not get past the limits) and compare the
// CRC-32, which yauzl does not check itself. Nothing is written anywhere; the bytes are dropped.
export async function verifyEntryData(zipfile: ZipFile, entry: Entry, budget: InflateBudget): Promise<void> {
  const stream = await zipfile.openReadStreamPromise(entry);
  let entryBytes = 0;
  let crc = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      entryBytes += chunk.length;
      budget.inflatedBytes += chunk.length;
      if (entryBytes > entry.uncompressedSize) {
        throw new ServiceError(
          "INVALID_REQUEST",
          `${entry.fileName} holds more data than its header declares`,
        );
      }
      checkCompressionRatio(budget.limits, entry.fileName, entryBytes, entry.compressedSize);
      checkTotalSize(budget.limits, budget.inflatedBytes);
      crc = crc32(chunk, crc);
    }
  } finally {
    stream.destroy();
  }
  if (entryBytes !== entry.uncompressedSize) {
    throw new ServiceError("INVALID_REQUEST", `${entry.fileName} holds less data than its header declares`);
  }
  if (crc >>> 0 !== entry.crc32 >>> 0) {
    throw new ServiceError(
      "INVALID_REQUEST",
      `${entry.fileName} is corrupt (its checksum does not match its content)`,
    );
  }
}
