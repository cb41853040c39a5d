import { CID } from "multiformats/cid";
import { callKubo, KuboRpcError } from "./kubo-rpc.ts";
import { parseCid, type IpfsStore } from "./ipfs-store.ts";

// Every import parameter the local store's CID depends on (content-id.ts), spelled out: a node's
// defaults follow its Import config and profile (IPIP-499's unixfs-v1-2025 uses 1 MiB chunks and
// 1024 links), and a different DAG would give the same file another CID.
const KUBO_ADD_PARAMS = {
  "cid-version": 1,
  "raw-leaves": true,
  chunker: "size-262144",
  "max-file-links": 174,
  trickle: false,
  hash: "sha2-256",
  inline: false,
  "wrap-with-directory": false,
  // Pinned by pin/add once the whole file is in, so an interrupted add leaves only unpinned
  // blocks, which the node's garbage collection removes.
  pin: false,
  progress: false,
} as const;

const QUICK_CALL_MS = 60_000;

/**
 * The IPFS store on a Kubo node through its HTTP RPC API: `add` then `pin/add` to store, `pin/ls`
 * and `files/stat` to stat (only pinned files count as held, so a stat never waits on the
 * network for a CID this store never added), `cat` with offset and length to read.
 */
export function createKuboIpfsStore(apiUrl: string): IpfsStore {
  return {
    async addFile(source) {
      let size = 0;
      let sourceError: unknown;
      async function* counted(): AsyncIterable<Uint8Array> {
        try {
          for await (const chunk of source) {
            size += chunk.length;
            yield chunk;
          }
        } catch (error) {
          sourceError = error;
          throw error;
        }
      }
      // fetch reports a failed request body as its own "fetch failed": the upload's reason is better.
      const response = await callKubo(apiUrl, "add", { params: KUBO_ADD_PARAMS, file: counted() }).catch(
        (error: unknown) => {
          throw sourceError ?? error;
        },
      );
      const cid = addedCid(await response.text());
      await callKubo(apiUrl, "pin/add", { params: { arg: cid }, timeoutMs: QUICK_CALL_MS });
      return { cid, size };
    },

    async stat(cid) {
      const pinned = await callKubo(apiUrl, "pin/ls", {
        params: { arg: cid, type: "recursive" },
        timeoutMs: QUICK_CALL_MS,
      }).then(
        () => true,
        (error: unknown) => {
          if (error instanceof KuboRpcError && /not pinned/i.test(error.message)) return false;
          throw error;
        },
      );
      if (!pinned) return null;
      const response = await callKubo(apiUrl, "files/stat", {
        params: { arg: `/ipfs/${cid}` },
        timeoutMs: QUICK_CALL_MS,
      });
      const stat = (await response.json()) as { Type?: string; Size?: number };
      return stat.Type === "file" && typeof stat.Size === "number" ? { size: stat.Size } : null;
    },

    async *cat(cid, range) {
      const params: Record<string, string | number | boolean> = { arg: cid, progress: false };
      if (range) Object.assign(params, { offset: range.start, length: range.end - range.start + 1 });
      const response = await callKubo(apiUrl, "cat", { params });
      if (!response.body) return;
      yield* response.body as unknown as AsyncIterable<Uint8Array>;
    },
  };
}

/** `add` answers one JSON object per line; the file's is the one with its Hash. */
function addedCid(ndjson: string): string {
  const lines = ndjson.split("\n").filter((line) => line.trim() !== "");
  for (const line of lines.reverse()) {
    const entry = JSON.parse(line) as { Hash?: unknown; Message?: unknown; Type?: unknown };
    if (entry.Type === "error") throw new KuboRpcError("add", 200, String(entry.Message));
    if (typeof entry.Hash !== "string") continue;
    const cid = parseCid(entry.Hash);
    // A CIDv0 means the node ignored cid-version, so its DAG is not the one we make.
    if (!cid || CID.parse(entry.Hash).version !== 1) {
      throw new Error(`Kubo add answered ${entry.Hash}, not a CIDv1`);
    }
    return cid;
  }
  throw new Error("Kubo add answered no CID");
}
