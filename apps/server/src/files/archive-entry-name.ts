import { ArchiveRejected } from "./archive-rejected.ts";

export type EntryPath = { segments: string[]; isFolder: boolean };

// yauzl (strictFileNames) already refuses absolute, `..` and backslash paths; the rules are
// repeated here because the tree is shown to studios and must never name a place outside the
// archive, whatever yauzl's options become. APPNOTE 4.4.17: names use forward slashes only.
export function parseEntryName(name: string): EntryPath {
  if (name.includes("\\")) {
    throw new ArchiveRejected(`the archive contains a name with a backslash (zip names use /): ${name}`);
  }
  if (name.startsWith("/") || /^[a-zA-Z]:/.test(name)) {
    throw new ArchiveRejected(`the archive contains an absolute path: ${name}`);
  }
  if (name.includes("\0")) {
    throw new ArchiveRejected(
      `the archive contains a file name with a NUL character: ${JSON.stringify(name)}`,
    );
  }
  const isFolder = name.endsWith("/");
  const segments = name.split("/").filter((segment) => segment !== "" && segment !== ".");
  if (segments.includes("..")) {
    throw new ArchiveRejected(`the archive contains a path that leaves its folder: ${name}`);
  }
  if (segments.length === 0) {
    throw new ArchiveRejected(`the archive contains an entry without a name: ${JSON.stringify(name)}`);
  }
  return { segments, isFolder };
}
