import { open } from "node:fs/promises";
import { ServiceError } from "../services/service-error.ts";

// The browser's content type and the file name are whatever the client says; the first bytes
// are what the file is. A zip starts with a local file header, or, when empty, with the
// end-of-central-directory record (https://pkware.cachefly.net/webdocs/APPNOTE/APPNOTE-6.3.10.TXT 4.3).
const LOCAL_FILE_HEADER = [0x50, 0x4b, 0x03, 0x04];
const END_OF_CENTRAL_DIRECTORY = [0x50, 0x4b, 0x05, 0x06];

async function readFileHead(path: string, length: number): Promise<Uint8Array> {
  const handle = await open(path, "r");
  try {
    const head = new Uint8Array(length);
    const { bytesRead } = await handle.read(head, 0, length, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return prefix.length <= bytes.length && prefix.every((byte, index) => bytes[index] === byte);
}

export async function checkZipMagic(path: string): Promise<void> {
  checkZipHead(await readFileHead(path, 4));
}

/** The same check on the first bytes of an upload, so a wrong file is refused before it is all in. */
export function checkZipHead(head: Uint8Array): void {
  if (head.length === 0) throw new ServiceError("INVALID_REQUEST", "the file is empty, not a zip archive");
  if (!startsWith(head, LOCAL_FILE_HEADER) && !startsWith(head, END_OF_CENTRAL_DIRECTORY)) {
    throw new ServiceError(
      "UNSUPPORTED_TYPE",
      "the file is not a zip archive (its content does not start like one)",
    );
  }
}
