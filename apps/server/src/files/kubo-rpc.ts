import { randomUUID } from "node:crypto";

/** A failed Kubo RPC call: HTTP 500 carries Kubo's `{ Message, Code, Type: "error" }`. */
export class KuboRpcError extends Error {
  override name = "KuboRpcError";
  constructor(
    readonly command: string,
    readonly status: number,
    message: string,
  ) {
    super(`Kubo ${command} failed (${status}): ${message}`);
  }
}

type KuboCall = {
  params?: Record<string, string | number | boolean>;
  /** A file to send as the multipart `file` part, streamed. */
  file?: AsyncIterable<Uint8Array>;
  timeoutMs?: number;
};

/**
 * Calls `POST {apiUrl}/api/v0/{command}` (https://docs.ipfs.tech/reference/kubo/rpc/) and answers
 * the response once its status is 200; the body is left to the caller, since `add` answers
 * NDJSON and `cat` the file's bytes.
 */
export async function callKubo(apiUrl: string, command: string, call: KuboCall = {}): Promise<Response> {
  const url = new URL(`${apiUrl}/api/v0/${command}`);
  for (const [name, value] of Object.entries(call.params ?? {})) url.searchParams.set(name, String(value));
  const multipart = call.file && multipartFile(call.file);
  const response = await fetch(url, {
    method: "POST",
    headers: multipart ? { "content-type": multipart.contentType } : {},
    body: multipart?.body,
    // Node's fetch streams a request body only in half-duplex mode.
    ...(multipart ? { duplex: "half" } : {}),
    signal: call.timeoutMs ? AbortSignal.timeout(call.timeoutMs) : undefined,
  });
  if (response.status !== 200) {
    throw new KuboRpcError(command, response.status, await errorMessage(response));
  }
  return response;
}

async function errorMessage(response: Response): Promise<string> {
  const text = await response.text().catch(() => "");
  try {
    const body = JSON.parse(text) as { Message?: unknown };
    if (typeof body.Message === "string") return body.Message;
  } catch {
    // Not Kubo's JSON error (a proxy in front of it, say): its text is the best reason there is.
  }
  return text.slice(0, 200) || response.statusText;
}

/**
 * One multipart/form-data part built as a stream: FormData only takes a Blob, which would hold a
 * 500 MB archive in memory.
 */
function multipartFile(source: AsyncIterable<Uint8Array>) {
  const boundary = `meshlink-${randomUUID()}`;
  const encoder = new TextEncoder();
  async function* parts(): AsyncGenerator<Uint8Array> {
    yield encoder.encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="file"\r\n` +
        "Content-Type: application/octet-stream\r\n\r\n",
    );
    yield* source;
    yield encoder.encode(`\r\n--${boundary}--\r\n`);
  }
  const iterator = parts();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await iterator.next();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
    async cancel() {
      await iterator.return(undefined);
    },
  });
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}
