import yauzl, { type Entry, type ZipFile } from "yauzl";
import { checkEntryKind } from "./archive-entry-kind.ts";
import { parseEntryName } from "./archive-entry-name.ts";
import { checkEntryRanges } from "./archive-entry-ranges.ts";
import { verifyEntryData } from "./archive-entry-data.ts";
import {
  checkCompressionRatio,
  checkTotalSize,
  DEFAULT_ARCHIVE_LIMITS,
  type ArchiveLimits,
} from "./archive-limits.ts";
import { archiveRejectedFrom } from "./archive-rejected.ts";
import { ArchiveStructureBuilder, type ArchiveNode } from "./archive-structure.ts";
import { checkZipMagic } from "./zip-magic.ts";
import { ServiceError } from "../services/service-error.ts";

type ArchiveInspection = {
  archiveStructure: ArchiveNode[];
  /** Entries in the central directory, folder entries included. */
  entries: number;
  files: number;
  /** Folders in the tree, including those only implied by file paths. */
  folders: number;
  uncompressedBytes: number;
};

// Only stored (0) and deflate (8) are read by yauzl and by every unzip a studio might use.
const READABLE_METHODS = new Set([0, 8]);

/**
 * Checks an uploaded zip before it is stored: magic bytes, the central directory under
 * `limits` (plain files and folders only, visible names), entries that share no bytes, then every
 * entry's data inflated once. Resolves with the tree and counts, or rejects with a ServiceError
 * (archive-rejected.ts); only faults of our own (the file cannot be opened) escape as other errors.
 */
export async function inspectArchive(
  path: string,
  limits: ArchiveLimits = DEFAULT_ARCHIVE_LIMITS,
): Promise<ArchiveInspection> {
  await checkZipMagic(path);
  const zipfile = await yauzl
    .openPromise(path, {
      lazyEntries: true,
      autoClose: false,
      validateEntrySizes: true,
      strictFileNames: true,
    })
    .catch((error: unknown) => {
      throw rejectionOrOwnFault(error);
    });
  try {
    const { entries, structure } = await readCentralDirectory(zipfile, limits);
    await checkEntryRanges(zipfile, entries);
    const budget = { limits, inflatedBytes: 0 };
    for (const entry of entries) await verifyEntryData(zipfile, entry, budget);
    return {
      archiveStructure: structure.build(),
      entries: entries.length,
      files: structure.files,
      folders: structure.folders,
      // What was really inflated; each entry's count was checked against its header.
      uncompressedBytes: budget.inflatedBytes,
    };
  } catch (error) {
    throw rejectionOrOwnFault(error);
  } finally {
    zipfile.close();
  }
}

async function readCentralDirectory(zipfile: ZipFile, limits: ArchiveLimits) {
  // The end-of-central-directory record gives the count up front, before any entry is parsed.
  if (zipfile.entryCount > limits.maxEntries) {
    throw new ServiceError(
      "INVALID_REQUEST",
      `the archive has ${zipfile.entryCount} entries, more than the ${limits.maxEntries} we accept`,
    );
  }
  const entries: Entry[] = [];
  const structure = new ArchiveStructureBuilder();
  let uncompressedBytes = 0;
  let compressedBytes = 0;
  for await (const entry of zipfile.eachEntry()) {
    checkEntryHeader(entry, limits);
    structure.add(entry.fileName, parseEntryName(entry.fileName));
    uncompressedBytes += entry.uncompressedSize;
    compressedBytes += entry.compressedSize;
    checkTotalSize(limits, uncompressedBytes);
    // Entries that claim the same bytes would add them up more than once: the file holds no more.
    checkCompressionRatio(
      limits,
      "the archive",
      uncompressedBytes,
      Math.min(compressedBytes, zipfile.fileSize),
    );
    entries.push(entry);
  }
  return { entries, structure };
}

function checkEntryHeader(entry: Entry, limits: ArchiveLimits): void {
  if (entry.isEncrypted()) {
    throw new ServiceError("INVALID_REQUEST", `the archive contains an encrypted entry: ${entry.fileName}`);
  }
  checkEntryKind(entry);
  if (!READABLE_METHODS.has(entry.compressionMethod)) {
    throw new ServiceError(
      "INVALID_REQUEST",
      `${entry.fileName} uses compression method ${entry.compressionMethod}; only stored and deflate are accepted`,
    );
  }
  checkCompressionRatio(limits, entry.fileName, entry.uncompressedSize, entry.compressedSize);
}

// System errors (ENOENT, EACCES, EMFILE…) carry `syscall`: they are our fault, not the archive's,
// and must reach the error handler as a 500. Everything else yauzl or zlib says is about the bytes.
function rejectionOrOwnFault(error: unknown): Error {
  if (error instanceof Error && "syscall" in error) return error;
  return archiveRejectedFrom(error);
}
