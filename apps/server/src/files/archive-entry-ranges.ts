import type { Entry, ZipFile } from "yauzl";
import { ServiceError } from "../services/service-error.ts";

type EntryRange = { name: string; start: number; end: number };

/**
 * Refuses entries whose bytes (local header through compressed data) overlap. A zip writer never
 * makes them; an overlapping-entry zip bomb does, so that one deflate stream is inflated once per
 * entry and each entry looks harmless alone (https://www.bamsoftware.com/hacks/zipbomb/). Once no
 * bytes are shared, the entries' compressed sizes add up to at most the file's size and the
 * archive-wide compression ratio is measured on bytes that really exist.
 */
export async function checkEntryRanges(zipfile: ZipFile, entries: readonly Entry[]): Promise<void> {
  const ranges: EntryRange[] = [];
  for (const entry of entries) {
    const { fileDataStart } = await zipfile.readLocalFileHeaderPromise(entry, { minimal: true });
    ranges.push({
      name: entry.fileName,
      start: entry.relativeOffsetOfLocalHeader,
      end: fileDataStart + entry.compressedSize,
    });
  }
  ranges.sort((a, b) => a.start - b.start || a.end - b.end);
  for (let index = 1; index < ranges.length; index++) {
    const previous = ranges[index - 1]!;
    const current = ranges[index]!;
    if (current.start < previous.end) {
      throw new ServiceError(
        "INVALID_REQUEST",
        `the archive's entries ${previous.name} and ${current.name} share the same bytes; overlapping entries are refused`,
      );
    }
  }
}
