import { ServiceError } from "../services/service-error.ts";

// Every reason an uploaded archive is refused is a ServiceError whose message is the reason (shown
// to the creator as "IPFS upload failed: {reason}"), so a bad upload is answered 4xx and never
// confused with a server fault: UNSUPPORTED_TYPE (415) when the file is not a zip at all,
// INVALID_REQUEST (400) for a zip we refuse.

// yauzl checks entry names before we see them; say those refusals in our words.
const NAME_REFUSALS: [RegExp, string][] = [
  [/^absolute path: (.*)$/s, "the archive contains an absolute path: $1"],
  [/^invalid relative path: (.*)$/s, "the archive contains a path that leaves its folder: $1"],
  [
    /^invalid characters in fileName: (.*)$/s,
    "the archive contains a name with a backslash (zip names use /): $1",
  ],
];

// Other damage keeps yauzl's or zlib's words ("invalid code lengths set") as detail for support.
export function archiveRejectedFrom(error: unknown): ServiceError {
  if (error instanceof ServiceError) return error;
  const detail = error instanceof Error ? error.message : String(error);
  for (const [pattern, reason] of NAME_REFUSALS) {
    if (pattern.test(detail)) return new ServiceError("INVALID_REQUEST", detail.replace(pattern, reason));
  }
  return new ServiceError(
    "INVALID_REQUEST",
    `the archive is damaged or uses zip features we do not accept (${detail})`,
  );
}
