import net from "node:net";
import { type Body, readHead } from "./http1-response.ts";

export type PostOptions = {
  timeoutMs: number;
  /** Bodies longer than this are refused. */
  maxBytes: number;
};

type PostAnswer = { status: number; body: Buffer };

export type Post = (body: string, headers: Record<string, string>) => Promise<PostAnswer>;

// Each socket reads into one chunk of its own, copied into the answer's buffer (sized by its
// Content-Length when it has one). Node's http client hands out a new Buffer per read and runs it
// through a stream: reading a 100k-log backfill took ~0.35 s more CPU that way (decision 004).
const READ_CHUNK = 64 * 1024;

/**
 * HTTP/1.1 POSTs to a plain-HTTP URL over kept-alive sockets, one request at a time per socket.
 * For idempotent reads only: a reused socket that the server closed while idle is retried once on
 * a new one.
 */
export function http1Post(url: URL, options: PostOptions): Post {
  const idle: Connection[] = [];
  const target = `${url.pathname}${url.search}`;
  const host = url.hostname.replace(/^\[|\]$/g, "");
  const port = Number(url.port || 80);
  const post = (body: string, headers: Record<string, string>, retry: boolean): Promise<PostAnswer> => {
    // Sockets the server closed while idle are dropped; one closing as the request goes is retried.
    let reused = idle.pop();
    while (reused?.closed) reused = idle.pop();
    const connection = reused ?? new Connection(host, port, options);
    const head = Object.entries({ ...headers, host: url.host, "content-length": Buffer.byteLength(body) })
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join("");
    return connection.send(`POST ${target} HTTP/1.1\r\n${head}\r\n${body}`).then(
      (answer) => {
        if (answer.keepAlive) idle.push(connection);
        return { status: answer.status, body: answer.body };
      },
      (error: unknown) => {
        if (reused && retry && error instanceof ClosedBeforeAnswer) return post(body, headers, false);
        throw error;
      },
    );
  };
  return (body, headers) => post(body, headers, true);
}

class ClosedBeforeAnswer extends Error {
  override name = "ClosedBeforeAnswer";
}

type Answer = { status: number; body: Buffer; keepAlive: boolean };
type Waiting = { resolve: (answer: Answer) => void; reject: (error: Error) => void };

class Connection {
  private readonly socket: net.Socket;
  private waiting: Waiting | undefined;
  private head: Buffer[] = [];
  private body: Body | undefined;
  private status = 0;
  private keepAlive = false;
  private received = 0;
  closed = false;

  constructor(
    host: string,
    port: number,
    private readonly options: PostOptions,
  ) {
    this.socket = net.connect({
      host,
      port,
      noDelay: true,
      onread: { buffer: Buffer.allocUnsafe(READ_CHUNK), callback: (n, chunk) => this.read(chunk, n) },
    });
    this.socket.unref();
    this.socket.on("timeout", () => this.fail(new Error(`no answer within ${options.timeoutMs} ms`)));
    this.socket.on("error", (error) => this.fail(error));
    this.socket.on("close", () => this.onClose());
  }

  send(request: string): Promise<Answer> {
    if (this.closed) return Promise.reject(new ClosedBeforeAnswer("connection closed"));
    this.head = [];
    this.body = undefined;
    this.received = 0;
    this.socket.ref();
    this.socket.setTimeout(this.options.timeoutMs);
    return new Promise((resolve, reject) => {
      this.waiting = { resolve, reject };
      this.socket.write(request);
    });
  }

  private read(chunk: Uint8Array, n: number): boolean {
    this.received += n;
    let bytes = chunk.subarray(0, n);
    if (!this.body) {
      this.head.push(Buffer.from(bytes));
      const parsed = readHead(Buffer.concat(this.head), this.options.maxBytes);
      if (parsed instanceof Error) return this.fail(parsed);
      if (!parsed) return true;
      ({ status: this.status, keepAlive: this.keepAlive, body: this.body } = parsed);
      bytes = parsed.rest;
    }
    const done = this.body.take(bytes);
    if (done instanceof Error) return this.fail(done);
    if (done) this.finish();
    return true;
  }

  private finish() {
    const { waiting, body } = this;
    this.waiting = undefined;
    this.body = undefined;
    this.socket.setTimeout(0);
    this.socket.unref();
    const keepAlive = this.keepAlive && !body!.extra;
    if (!keepAlive) this.close();
    waiting?.resolve({ status: this.status, body: body!.bytes(), keepAlive });
  }

  private onClose() {
    this.closed = true;
    // An answer delimited by the end of the connection ends here.
    if (this.body?.untilClose) return this.finish();
    if (this.waiting)
      this.fail(
        this.received === 0
          ? new ClosedBeforeAnswer("connection closed before an answer")
          : new Error("connection closed in the middle of an answer"),
      );
  }

  private fail(error: Error): false {
    const { waiting } = this;
    this.waiting = undefined;
    this.body = undefined;
    this.close();
    waiting?.reject(error);
    return false;
  }

  private close() {
    this.closed = true;
    this.socket.destroy();
  }
}
