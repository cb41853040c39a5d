/** An answer's body as it arrives: `take` answers true once it is whole, or an Error. */
export type Body = {
  take(bytes: Uint8Array): boolean | Error;
  bytes(): Buffer;
  /** Bytes came after the body's end (the connection can't be reused). */
  readonly extra: boolean;
  /** The body ends with the connection (no length given, not chunked). */
  readonly untilClose: boolean;
};

type Head = { status: number; keepAlive: boolean; body: Body; rest: Buffer };

const END_OF_HEAD = Buffer.from("\r\n\r\n");

/**
 * The status line and headers at the start of `received` (RFC 9112), once they are all there;
 * undefined until then. Informational (1xx) answers are skipped.
 */
export function readHead(received: Buffer, maxBytes: number): Head | Error | undefined {
  const end = received.indexOf(END_OF_HEAD);
  if (end < 0) return received.length > 64 * 1024 ? new Error("answer head over 64 KB") : undefined;
  const [statusLine = "", ...lines] = received.toString("latin1", 0, end).split("\r\n");
  const status = /^HTTP\/1\.([01]) (\d{3})/.exec(statusLine);
  if (!status) return new Error(`not an HTTP/1 answer: ${JSON.stringify(statusLine.slice(0, 80))}`);
  const rest = received.subarray(end + END_OF_HEAD.length);
  const code = Number(status[2]);
  if (code >= 100 && code < 200) return readHead(rest, maxBytes);
  const headers = new Map<string, string>();
  for (const line of lines) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const connection = headers.get("connection")?.toLowerCase() ?? "";
  const keepAlive = status[1] === "1" ? !connection.includes("close") : connection.includes("keep-alive");
  const length = headers.get("content-length");
  let body: Body;
  if (headers.get("transfer-encoding")?.toLowerCase().includes("chunked")) body = chunkedBody(maxBytes);
  else if (code === 204 || code === 304) body = lengthBody(0);
  else if (length !== undefined) {
    if (!/^\d+$/.test(length)) return new Error(`bad content-length: ${JSON.stringify(length)}`);
    if (Number(length) > maxBytes) return new Error(`answer over ${maxBytes} bytes`);
    body = lengthBody(Number(length));
  } else body = untilCloseBody(maxBytes);
  return { status: code, keepAlive: keepAlive && !body.untilClose, body, rest };
}

function lengthBody(length: number): Body {
  const buffer = Buffer.allocUnsafe(length);
  let filled = 0;
  let extra = false;
  return {
    take(bytes) {
      const n = Math.min(bytes.length, length - filled);
      buffer.set(bytes.subarray(0, n), filled);
      filled += n;
      if (n < bytes.length) extra = true;
      return filled === length;
    },
    bytes: () => buffer,
    get extra() {
      return extra;
    },
    untilClose: false,
  };
}

/** A buffer that doubles as it fills, up to `maxBytes`. */
function growing(maxBytes: number) {
  let buffer = Buffer.allocUnsafe(64 * 1024);
  let size = 0;
  return {
    add(bytes: Uint8Array): Error | undefined {
      if (size + bytes.length > maxBytes) return new Error(`answer over ${maxBytes} bytes`);
      if (size + bytes.length > buffer.length) {
        const bigger = Buffer.allocUnsafe(Math.max(buffer.length * 2, size + bytes.length));
        buffer.copy(bigger, 0, 0, size);
        buffer = bigger;
      }
      buffer.set(bytes, size);
      size += bytes.length;
    },
    bytes: () => buffer.subarray(0, size),
  };
}

function untilCloseBody(maxBytes: number): Body {
  const content = growing(maxBytes);
  return {
    take: (bytes) => content.add(bytes) ?? false,
    bytes: content.bytes,
    extra: false,
    untilClose: true,
  };
}

const CR = 13;
const LF = 10;

// Chunked transfer coding (RFC 9112 §7.1): size line (hex, maybe `;extensions`), data, CRLF, …, a
// zero size, optional trailer lines, an empty line.
function chunkedBody(maxBytes: number): Body {
  const content = growing(maxBytes);
  let state: "size" | "data" | "data-end" | "trailer" | "done" = "size";
  let line = "";
  let left = 0;
  let extra = false;
  return {
    take(bytes) {
      for (let i = 0; i < bytes.length;) {
        if (state === "done") {
          extra = true;
          break;
        }
        if (state === "data") {
          const n = Math.min(left, bytes.length - i);
          const error = content.add(bytes.subarray(i, i + n));
          if (error) return error;
          i += n;
          left -= n;
          if (left === 0) state = "data-end";
          continue;
        }
        const byte = bytes[i++]!;
        if (byte === CR) continue;
        if (byte !== LF) {
          line += String.fromCharCode(byte);
          if (line.length > 1024) return new Error("chunk line over 1 KB");
          continue;
        }
        if (state === "data-end") {
          if (line !== "") return new Error("chunk data longer than its size");
          state = "size";
        } else if (state === "size") {
          const size = /^([0-9a-fA-F]+)\s*(;.*)?$/.exec(line);
          if (!size) return new Error(`bad chunk size: ${JSON.stringify(line.slice(0, 40))}`);
          left = parseInt(size[1]!, 16);
          state = left === 0 ? "trailer" : "data";
        } else if (line === "") state = "done";
        line = "";
      }
      return state === "done";
    },
    bytes: content.bytes,
    get extra() {
      return extra;
    },
    untilClose: false,
  };
}
