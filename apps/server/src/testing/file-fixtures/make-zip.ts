import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buffer } from "node:stream/consumers";
import yazl from "yazl";

type ZipEntrySpec =
  | {
      name: string;
      data?: Uint8Array;
      compress?: boolean;
      /** Unix mode, file type bits included. */ mode?: number;
    }
  | { folder: string };

/** Builds a zip with yazl, an independent writer, so the hazard corpus is made by a real tool. */
export async function makeZipBytes(entries: ZipEntrySpec[]): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const entry of entries) {
    if ("folder" in entry) zip.addEmptyDirectory(entry.folder);
    else
      zip.addBuffer(Buffer.from(entry.data ?? new Uint8Array(0)), entry.name, {
        compress: entry.compress ?? true,
        ...(entry.mode === undefined ? {} : { mode: entry.mode }),
      });
  }
  zip.end();
  return buffer(zip.outputStream);
}

/**
 * yazl refuses unsafe names, so hazards are written under a harmless placeholder of the same
 * length and patched in every header afterwards, as a hostile tool would write them.
 */
export function renameInZip(zip: Buffer, placeholder: string, hostileName: string): Buffer {
  if (placeholder.length !== hostileName.length) throw new Error("names must have the same length");
  const patched = Buffer.from(zip);
  const needle = Buffer.from(placeholder, "latin1");
  for (let at = patched.indexOf(needle); at !== -1; at = patched.indexOf(needle, at + 1)) {
    patched.write(hostileName, at, "latin1");
  }
  return patched;
}

export type TempFolder = { write(name: string, bytes: Uint8Array): Promise<string>; remove(): Promise<void> };

export async function createTempFolder(): Promise<TempFolder> {
  const folder = await mkdtemp(join(tmpdir(), "meshlink-files-"));
  return {
    async write(name, bytes) {
      const path = join(folder, name);
      await writeFile(path, bytes);
      return path;
    },
    remove: () => rm(folder, { recursive: true, force: true }),
  };
}
