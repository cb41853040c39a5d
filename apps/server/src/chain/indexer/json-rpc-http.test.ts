import { type IncomingMessage, type Server, type ServerResponse, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { jsonRpcHttp } from "./json-rpc-http.ts";

type Handler = (body: { id: number; method: string; params: unknown[] }, response: ServerResponse) => void;

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

// A node on a free port that answers each call with `handle`; the call's URL.
async function node(handle: Handler) {
  server = createServer((request: IncomingMessage, response) => {
    let text = "";
    request.on("data", (chunk: Buffer) => (text += chunk.toString()));
    request.on("end", () => handle(JSON.parse(text) as Parameters<Handler>[0], response));
  });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const json = (response: ServerResponse, status: number, value: unknown) => {
  response.writeHead(status, { "content-type": "application/json" });
  response.end(JSON.stringify(value));
};

const options = { timeoutMs: 1_000, maxBytes: 1_000 };

describe("jsonRpcHttp", () => {
  it("sends a JSON-RPC 2.0 call and answers its result", async () => {
    const url = await node(({ id, method, params }, response) =>
      json(response, 200, { jsonrpc: "2.0", id, result: { method, params } }),
    );
    const rpc = jsonRpcHttp(url, options)!;
    expect(await rpc("eth_getLogs", [{ fromBlock: "0x1" }])).toEqual({
      method: "eth_getLogs",
      params: [{ fromBlock: "0x1" }],
    });
    // Calls on a kept-alive connection each get their own answer.
    expect(await Promise.all([rpc("a", []), rpc("b", [])])).toMatchObject([{ method: "a" }, { method: "b" }]);
  });

  it("lets the caller read a successful answer's body itself, and parses it when the reader declines", async () => {
    const url = await node(({ id, method }, response) =>
      method === "fails"
        ? json(response, 200, { jsonrpc: "2.0", id, error: { code: -32000, message: "no" } })
        : json(response, 200, { jsonrpc: "2.0", id, result: [method] }),
    );
    const rpc = jsonRpcHttp(url, options)!;
    const ownReading = (body: Buffer) => (body.includes("mine") ? `read ${body.length} bytes` : undefined);
    expect(await rpc("mine", [], ownReading)).toMatch(/^read \d+ bytes$/);
    expect(await rpc("theirs", [], ownReading)).toEqual(["theirs"]);
    await expect(rpc("fails", [], () => undefined)).rejects.toThrow(/no \(code -32000\)/);
  });

  it("rejects with the node's error, naming the method and the node", async () => {
    const url = await node(({ id }, response) =>
      json(response, 200, {
        jsonrpc: "2.0",
        id,
        error: { code: -32005, message: "query returned more than 10000 results" },
      }),
    );
    await expect(jsonRpcHttp(url, options)!("eth_getLogs", [])).rejects.toThrow(
      `eth_getLogs at ${new URL(url).host}: query returned more than 10000 results (code -32005)`,
    );
  });

  it("rejects an answer that is not JSON, or has no result", async () => {
    const url = await node(({ id }, response) => {
      if (id === 1) {
        response.writeHead(502);
        response.end("Bad Gateway");
      } else json(response, 500, { jsonrpc: "2.0", id });
    });
    const rpc = jsonRpcHttp(url, options)!;
    await expect(rpc("eth_blockNumber", [])).rejects.toThrow(
      "HTTP 502 with a body that is not JSON: Bad Gateway",
    );
    await expect(rpc("eth_blockNumber", [])).rejects.toThrow("HTTP 500 without a result");
  });

  it("refuses an answer over its size limit, and gives up on a node that does not answer", async () => {
    const url = await node(({ id, method }, response) => {
      if (method === "big") json(response, 200, { jsonrpc: "2.0", id, result: "x".repeat(2_000) });
    });
    const rpc = jsonRpcHttp(url, options)!;
    await expect(rpc("big", [])).rejects.toThrow("answer over 1000 bytes");
    await expect(rpc("silent", [])).rejects.toThrow("no answer within 1000 ms");
  });

  it("leaves URLs of other schemes to the caller", () => {
    expect(jsonRpcHttp("ws://127.0.0.1:8545", options)).toBeUndefined();
  });
});
