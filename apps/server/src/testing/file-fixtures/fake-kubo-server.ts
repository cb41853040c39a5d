import type { IncomingMessage, ServerResponse } from "node:http";
import { Readable } from "node:stream";
import { exporter, type ReadableStorage } from "ipfs-unixfs-exporter";
import { importByteStream, type ImporterOptions } from "ipfs-unixfs-importer";
import { fixedSize } from "ipfs-unixfs-importer/chunker";
import { balanced } from "ipfs-unixfs-importer/layout";
import { CID } from "multiformats/cid";
import { serveHttp, type RunningServer } from "./serve-http.ts";

// An in-process stand-in for a Kubo node's RPC API (https://docs.ipfs.tech/reference/kubo/rpc/):
// POST only (405 otherwise); `add` takes a multipart file and answers NDJSON {Name, Hash, Size};
// `cat` takes arg, offset and length; `pin/add`, `pin/ls` and `files/stat` as documented; errors
// are HTTP 500 with {Message, Code, Type: "error"}. `add` honours the import flags it is sent and
// otherwise uses the node's defaults, here those of IPIP-499's unixfs-v1-2025 profile (1 MiB
// chunks, 1024 links), so a client that leaves a flag out gets another DAG and another CID.

type ImportDefaults = { chunkSize: number; maxLinks: number; cidVersion: 0 | 1 };
const UNIXFS_V1_2025: ImportDefaults = { chunkSize: 1_048_576, maxLinks: 1024, cidVersion: 1 };

export type FakeKubo = RunningServer & {
  /** The pinned roots, as the node prints them. */
  pins: Set<string>;
  /** Each command called, with its query. */
  calls: { command: string; params: Record<string, string> }[];
};

type Params = URLSearchParams;
const blockKey = (cid: CID) => Buffer.from(cid.multihash.bytes).toString("base64");

export async function startFakeKubo(defaults: ImportDefaults = UNIXFS_V1_2025): Promise<FakeKubo> {
  const blocks = new Map<string, Uint8Array>();
  const pins = new Set<string>();
  const calls: FakeKubo["calls"] = [];
  const readable: ReadableStorage = {
    *get(cid) {
      const bytes = blocks.get(blockKey(cid));
      if (!bytes) throw new KuboFailure(`block was not found locally (offline): ${cid.toString()}`);
      yield bytes;
    },
  };
  const rootOf = (arg: string | null) => CID.parse((arg ?? "").replace(/^\/ipfs\//, ""));
  const entryOf = async (arg: string | null) => {
    const root = rootOf(arg);
    if (!blocks.has(blockKey(root)))
      throw new KuboFailure(`block was not found locally (offline): ${root.toString()}`);
    return exporter(root, readable);
  };

  const commands: Record<
    string,
    (request: IncomingMessage, response: ServerResponse, params: Params) => Promise<void> | void
  > = {
    async add(request, response, params) {
      const form = await new Response(Readable.toWeb(request) as ReadableStream, {
        headers: { "content-type": request.headers["content-type"] ?? "" },
      }).formData();
      const file = form.get("file");
      if (!(file instanceof Blob)) throw new KuboFailure("file argument 'path' is required");
      const options = importOptions(params, defaults);
      const sink = { put: (cid: CID, bytes: Uint8Array) => (blocks.set(blockKey(cid), bytes), cid) };
      const bytes = new Uint8Array(await file.arrayBuffer());
      const { cid, size } = await importByteStream([bytes], sink, options);
      if (params.get("pin") !== "false") pins.add(cid.toString());
      sendJson(response, { Name: "file", Hash: cid.toString(), Size: String(size) }, true);
    },
    async cat(_request, response, params) {
      const entry = await entryOf(params.get("arg"));
      if (entry.type !== "file" && entry.type !== "raw")
        throw new KuboFailure("this dag node is a directory");
      const offset = params.has("offset") ? Number(params.get("offset")) : undefined;
      const length = params.has("length") ? Number(params.get("length")) : undefined;
      response.writeHead(200, { "content-type": "text/plain", "x-stream-output": "1" });
      for await (const chunk of entry.content({ offset, length })) response.write(chunk);
      response.end();
    },
    async "pin/add"(_request, response, params) {
      const entry = await entryOf(params.get("arg"));
      pins.add(entry.cid.toString());
      sendJson(response, { Pins: [entry.cid.toString()] });
    },
    "pin/ls"(_request, response, params) {
      const root = rootOf(params.get("arg"));
      if (!pins.has(root.toString())) throw new KuboFailure(`path '${params.get("arg")}' is not pinned`);
      sendJson(response, { Keys: { [root.toString()]: { Type: "recursive", Name: "" } } });
    },
    async "files/stat"(_request, response, params) {
      const entry = await entryOf(params.get("arg"));
      const file = entry.type === "file" || entry.type === "raw";
      sendJson(response, {
        Hash: entry.cid.toString(),
        Size: file ? Number(entry.size) : 0,
        CumulativeSize: Number(entry.size),
        Blocks: entry.type === "file" ? entry.node.Links.length : 0,
        Type: file ? "file" : "directory",
      });
    },
  };

  const server = await serveHttp(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://kubo.local");
    const command = url.pathname.replace(/^\/api\/v0\//, "");
    const run = url.pathname.startsWith("/api/v0/") ? commands[command] : undefined;
    if (!run) {
      response.writeHead(404, { "content-type": "text/plain" });
      return void response.end("404 page not found");
    }
    if (request.method !== "POST") {
      response.writeHead(405, { "content-type": "text/plain" });
      return void response.end(`405 - Method Not Allowed`);
    }
    calls.push({ command, params: Object.fromEntries(url.searchParams) });
    try {
      await run(request, response, url.searchParams);
    } catch (error) {
      if (!(error instanceof KuboFailure)) throw error;
      sendJson(response.writeHead(500), { Message: error.message, Code: 0, Type: "error" });
    }
  });
  return { ...server, pins, calls };
}

class KuboFailure extends Error {}

function sendJson(response: ServerResponse, body: unknown, lineDelimited = false) {
  if (!response.headersSent) response.writeHead(200, { "content-type": "application/json" });
  response.end(`${JSON.stringify(body)}${lineDelimited ? "\n" : ""}`);
}

/** Kubo's `add` flags over the node's defaults; with cid-version 1, raw leaves default to on. */
function importOptions(params: Params, defaults: ImportDefaults): ImporterOptions {
  const flag = (name: string) => (params.has(name) ? params.get(name) === "true" : undefined);
  const cidVersion = params.has("cid-version")
    ? (Number(params.get("cid-version")) as 0 | 1)
    : defaults.cidVersion;
  const chunker = /^size-(\d+)$/.exec(params.get("chunker") ?? "");
  if (flag("trickle")) throw new KuboFailure("the fake node builds balanced DAGs only");
  return {
    cidVersion,
    rawLeaves: flag("raw-leaves") ?? cidVersion === 1,
    reduceSingleLeafToSelf: true,
    chunker: fixedSize({ chunkSize: chunker ? Number(chunker[1]) : defaults.chunkSize }),
    layout: balanced({ maxChildrenPerNode: Number(params.get("max-file-links") ?? defaults.maxLinks) }),
  };
}
