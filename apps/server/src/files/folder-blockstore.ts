import { mkdir, readFile, rename, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { CID } from "multiformats/cid";
import type { BlockSink } from "./content-id.ts";

type BlockBytes = Uint8Array | Iterable<Uint8Array> | AsyncIterable<Uint8Array>;

// The local IPFS store keeps one file per block, named by its CID in base32 (case-insensitive
// file systems cannot hold base58 names apart). Blocks are immutable, so a block that is already
// there is not written again, and a temporary name plus rename means a crash never leaves a
// half-written block under a real CID.
export class FolderBlockstore implements BlockSink {
  constructor(private readonly folder: string) {}

  async put(cid: CID, bytes: BlockBytes): Promise<CID> {
    if (await this.has(cid)) return cid;
    await mkdir(this.folder, { recursive: true });
    const temporary = `${this.pathOf(cid)}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    await writeFile(temporary, await collect(bytes));
    await rename(temporary, this.pathOf(cid));
    return cid;
  }

  async get(cid: CID): Promise<Uint8Array> {
    return readFile(this.pathOf(cid));
  }

  async has(cid: CID): Promise<boolean> {
    return stat(this.pathOf(cid)).then(
      () => true,
      () => false,
    );
  }

  private pathOf(cid: CID): string {
    return join(this.folder, cid.toV1().toString());
  }
}

async function collect(bytes: BlockBytes): Promise<Uint8Array> {
  if (bytes instanceof Uint8Array) return bytes;
  const parts: Uint8Array[] = [];
  for await (const part of bytes) parts.push(part);
  return Buffer.concat(parts);
}
