// Every reason an uploaded archive is refused ends up here, so the route can answer 4xx with
// `reason` (shown to the creator as "IPFS upload failed: {reason}") and never confuse a bad
// upload with a server fault. `statusCode` is what the HTTP error handler answers: 415 when the
// file is not a zip at all, 400 for a zip we refuse.
export class ArchiveRejected extends Error {
  override readonly name = "ArchiveRejected";

  constructor(
    readonly reason: string,
    readonly statusCode: 400 | 415 = 400,
  ) {
    super(reason);
  }
}

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
export function archiveRejectedFrom(error: unknown): ArchiveRejected {
  if (error instanceof ArchiveRejected) return error;
  const detail = error instanceof Error ? error.message : String(error);
  for (const [pattern, reason] of NAME_REFUSALS) {
    if (pattern.test(detail)) return new ArchiveRejected(detail.replace(pattern, reason));
  }
  return new ArchiveRejected(`the archive is damaged or uses zip features we do not accept (${detail})`);
}
