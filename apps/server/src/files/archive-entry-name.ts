import { ServiceError } from "../services/service-error.ts";

// Control characters rewrite a terminal's line; bidirectional overrides (U+202E) and zero-width
// characters make `model.exe` read as `model.fbx` or two names look alike in the tree studios see
// (Trojan Source, CVE-2021-42574). Cf is Unicode's "format" category: every bidi control, zero-width
// space, joiner and mark; Zl and Zp are line and paragraph separators.
const CONTROL = /\p{Cc}/u;
const INVISIBLE = /[\p{Cf}\p{Zl}\p{Zp}]/u;
const UNSEEN = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;

/** The name with every unseen character written as its code point, so the refusal can show it. */
const visible = (name: string) =>
  name.replace(UNSEEN, (char) => `<U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}>`);

export type EntryPath = { segments: string[]; isFolder: boolean };

// yauzl (strictFileNames) already refuses absolute, `..` and backslash paths; the rules are
// repeated here because the tree is shown to studios and must never name a place outside the
// archive, whatever yauzl's options become. APPNOTE 4.4.17: names use forward slashes only.
export function parseEntryName(name: string): EntryPath {
  if (name.includes("\\")) {
    throw new ServiceError(
      "INVALID_REQUEST",
      `the archive contains a name with a backslash (zip names use /): ${name}`,
    );
  }
  if (name.startsWith("/") || /^[a-zA-Z]:/.test(name)) {
    throw new ServiceError("INVALID_REQUEST", `the archive contains an absolute path: ${name}`);
  }
  if (name.includes("\0")) {
    throw new ServiceError(
      "INVALID_REQUEST",
      `the archive contains a file name with a NUL character: ${JSON.stringify(name)}`,
    );
  }
  if (CONTROL.test(name)) {
    throw new ServiceError(
      "INVALID_REQUEST",
      `the archive contains a file name with a control character: ${visible(name)}`,
    );
  }
  if (INVISIBLE.test(name)) {
    throw new ServiceError(
      "INVALID_REQUEST",
      `the archive contains a file name with an invisible or bidirectional formatting character: ${visible(name)}`,
    );
  }
  const isFolder = name.endsWith("/");
  const segments = name.split("/").filter((segment) => segment !== "" && segment !== ".");
  if (segments.includes("..")) {
    throw new ServiceError("INVALID_REQUEST", `the archive contains a path that leaves its folder: ${name}`);
  }
  if (segments.length === 0) {
    throw new ServiceError(
      "INVALID_REQUEST",
      `the archive contains an entry without a name: ${JSON.stringify(name)}`,
    );
  }
  return { segments, isFolder };
}
