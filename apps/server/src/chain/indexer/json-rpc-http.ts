import { isAscii } from "node:buffer";
import https from "node:https";
import type { PublicClient } from "viem";
import { http1Post, type Post, type PostOptions } from "./http1-post.ts";

/**
 * One JSON-RPC call: the method's result, or a rejection with the node's error or the transport's.
 * `read` may read a successful answer's body itself (scan-logs.ts); when it answers undefined, or
 * the transport hands out no body, the result is parsed as usual.
 */
export type RpcRequest = (method: string, params: unknown[], read?: AnswerReader) => Promise<unknown>;

type AnswerReader = (body: Buffer) => unknown;

/** `maxBytes`: answers longer are refused (the caller asks for less, as it would of a node's cap). */
type JsonRpcHttpOptions = PostOptions;

/**
 * JSON-RPC over HTTP(S) for the indexer's large answers, each body read into one buffer and parsed
 * once (viem's transport reads a web stream, decodes it chunk by chunk and concatenates strings).
 * Plain HTTP goes through http1-post.ts, HTTPS through Node's client. Undefined for other schemes.
 */
export function jsonRpcHttp(rpcUrl: string, options: JsonRpcHttpOptions): RpcRequest | undefined {
  const url = new URL(rpcUrl);
  const transports: Record<string, typeof http1Post> = { "http:": http1Post, "https:": httpsPost };
  const post = transports[url.protocol]?.(url, options);
  if (!post) return undefined;
  let nextId = 1;
  return async (method, params, read) => {
    const body = JSON.stringify({ jsonrpc: "2.0", id: nextId++, method, params });
    try {
      const answer = await post(body, { "content-type": "application/json" });
      return resultOf(answer.status, answer.body, read);
    } catch (error) {
      const cause = error instanceof Error ? error : new Error(String(error));
      throw new Error(`${method} at ${url.host}: ${cause.message}`, { cause });
    }
  };
}

// viem's cap on an answer; a range whose logs exceed it is halved (read-range.ts).
const MAX_ANSWER_BYTES = 10 * 1024 * 1024;

/** The indexer's plain calls: Node's HTTP client for http(s) URLs, else the viem client's transport. */
export function bulkRpc(rpcUrl: string, client: PublicClient, timeoutMs: number): RpcRequest {
  return (
    jsonRpcHttp(rpcUrl, { timeoutMs, maxBytes: MAX_ANSWER_BYTES }) ??
    ((method, params) => client.request({ method: method as never, params: params as never }))
  );
}

function resultOf(status: number, body: Buffer, read: AnswerReader | undefined): unknown {
  const own = status >= 200 && status < 300 ? read?.(body) : undefined;
  if (own !== undefined) return own;
  // Answers are nearly always ASCII, which needs no UTF-8 decoding: half the time of the parse.
  const text = isAscii(body) ? body.toString("latin1") : body.toString("utf8");
  let answer: { result?: unknown; error?: { code?: number; message?: string } } | undefined;
  try {
    answer = JSON.parse(text) as typeof answer;
  } catch {
    throw new Error(`HTTP ${status} with a body that is not JSON: ${text.slice(0, 200)}`);
  }
  if (answer?.error) throw new Error(`${answer.error.message ?? "error"} (code ${answer.error.code})`);
  if (status < 200 || status >= 300 || !answer || !("result" in answer)) {
    throw new Error(`HTTP ${status} without a result: ${text.slice(0, 200)}`);
  }
  return answer.result;
}

function httpsPost(url: URL, options: PostOptions): Post {
  const agent = new https.Agent({ keepAlive: true });
  return (body, headers) =>
    new Promise((resolve, reject) => {
      const request = https.request(
        url,
        {
          method: "POST",
          agent,
          timeout: options.timeoutMs,
          headers: { ...headers, "content-length": Buffer.byteLength(body) },
        },
        (response) => {
          const chunks: Buffer[] = [];
          let size = 0;
          response.on("data", (chunk: Buffer) => {
            size += chunk.length;
            if (size <= options.maxBytes) return void chunks.push(chunk);
            reject(new Error(`answer over ${options.maxBytes} bytes`));
            request.destroy();
          });
          response.on("end", () => {
            if (size <= options.maxBytes)
              resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks, size) });
          });
          response.on("error", reject);
        },
      );
      request.on("timeout", () => request.destroy(new Error(`no answer within ${options.timeoutMs} ms`)));
      request.on("error", reject);
      request.end(body);
    });
}
