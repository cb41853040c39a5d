import type { Entry } from "yauzl";
import { ServiceError } from "../services/service-error.ts";

// Unix tools keep the file's mode in the upper 16 bits of the external attributes (APPNOTE 4.4.15,
// Info-ZIP's convention). A symbolic link unpacked by a studio's unzip points wherever its content
// says (/etc/passwd, ~/.ssh), and devices or pipes are never asset files: only plain files and
// folders are accepted. An unset type (0, written by DOS and Windows tools) is a plain file.
const FILE_TYPE_MASK = 0o170000;
const SYMBOLIC_LINK = 0o120000;
const ACCEPTED_TYPES = new Set([0, 0o100000, 0o040000]);

export function checkEntryKind(entry: Entry): void {
  const type = (entry.externalFileAttributes >>> 16) & FILE_TYPE_MASK;
  if (type === SYMBOLIC_LINK) {
    throw new ServiceError("INVALID_REQUEST", `the archive contains a symbolic link: ${entry.fileName}`);
  }
  if (!ACCEPTED_TYPES.has(type)) {
    throw new ServiceError(
      "INVALID_REQUEST",
      `the archive contains a special file (neither a file nor a folder): ${entry.fileName}`,
    );
  }
}
