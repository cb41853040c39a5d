import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { createKuboIpfsStore } from "./kubo-ipfs-store.ts";
import { createLocalIpfsStore } from "./local-ipfs-store.ts";
import { bytePattern, inChunks } from "../testing/file-fixtures/blob-store-contract.ts";
import { startFakeKubo, type FakeKubo } from "../testing/file-fixtures/fake-kubo-server.ts";
import { describeIpfsStoreContract, kuboCid } from "../testing/file-fixtures/ipfs-store-contract.ts";

describeIpfsStoreContract("the Kubo IPFS store (fake Kubo RPC)", async () => {
  const kubo = await startFakeKubo();
  return { store: createKuboIpfsStore(kubo.url), cleanup: kubo.close };
});

describe("the Kubo IPFS store", () => {
  let kubo: FakeKubo;
  beforeEach(async () => {
    kubo = await startFakeKubo();
  });
  afterEach(() => kubo.close());

  test("gives a file the same CID as the local store does", async () => {
    const folder = await mkdtemp(join(tmpdir(), "meshlink-kubo-vs-local-"));
    try {
      const local = createLocalIpfsStore(join(folder, "blocks"), join(folder, "tmp"));
      const remote = createKuboIpfsStore(kubo.url);
      for (const bytes of [bytePattern(900 * 1024), bytePattern(262_144), bytePattern(40)]) {
        const [fromLocal, fromKubo] = [
          await local.addFile(inChunks(bytes)),
          await remote.addFile(inChunks(bytes)),
        ];
        expect(fromKubo).toEqual(fromLocal);
      }
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  test("pins a file only once the whole of it was added", async () => {
    const { cid } = await createKuboIpfsStore(kubo.url).addFile(inChunks(bytePattern(1000)));
    expect(kubo.calls.map(({ command }) => command)).toEqual(["add", "pin/add"]);
    expect(kubo.calls[0]?.params).toMatchObject({ pin: "false", "cid-version": "1" });
    expect(kubo.calls[1]?.params).toEqual({ arg: cid });
    expect([...kubo.pins]).toEqual([cid]);
  });

  test("asks cat for just the range it needs", async () => {
    const store = createKuboIpfsStore(kubo.url);
    const { cid } = await store.addFile(inChunks(bytePattern(2000)));
    const slice = await buffer(Readable.from(store.cat(cid, { start: 100, end: 149 })));
    expect(slice.length).toBe(50);
    expect(kubo.calls.at(-1)).toEqual({
      command: "cat",
      params: { arg: cid, progress: "false", offset: "100", length: "50" },
    });
  });

  test("counts a CID the node has but this store never pinned as not held", async () => {
    const bytes = bytePattern(5000);
    // As if someone else added it to the node without pinning: its blocks may vanish at any GC.
    await fetch(`${kubo.url}/api/v0/add?pin=false&cid-version=1`, {
      method: "POST",
      body: (() => {
        const form = new FormData();
        form.set("file", new Blob([bytes]));
        return form;
      })(),
    });
    expect(await createKuboIpfsStore(kubo.url).stat(await kuboCid(bytes))).toBeNull();
  });

  test("gets Kubo's own CID for a file of more than 174 chunks, whatever the node's defaults", async () => {
    const bytes = bytePattern(175 * 262_144 + 1);
    const store = createKuboIpfsStore(kubo.url);
    expect((await store.addFile(inChunks(bytes, 1024 * 1024))).cid).toBe(await kuboCid(bytes));
  }, 180_000);

  test("reports the node's error message, and an unreachable node as an error, not a missing file", async () => {
    const missing = await kuboCid(bytePattern(10));
    const cat = buffer(Readable.from(createKuboIpfsStore(kubo.url).cat(missing)));
    await expect(cat).rejects.toThrow(/Kubo cat failed \(500\): block was not found locally/);
    const gone = await startFakeKubo();
    await gone.close();
    await expect(createKuboIpfsStore(gone.url).stat(missing)).rejects.toThrow();
  });
});
