import net from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { http1Post } from "./http1-post.ts";

type Reply = (socket: net.Socket, body: string, connection: number) => void;

let server: net.Server | undefined;
const sockets = new Set<net.Socket>();
afterEach(async () => {
  // The client keeps its sockets open for the next request: the server ends them.
  for (const socket of sockets) socket.destroy();
  sockets.clear();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
});

// A server that writes each answer byte for byte as `reply` says: the wire is the test's to shape.
async function serve(reply: Reply) {
  let connections = 0;
  server = net.createServer((socket) => {
    const connection = ++connections;
    sockets.add(socket);
    let received = "";
    socket.on("data", (chunk) => {
      received += chunk.toString("latin1");
      const end = received.indexOf("\r\n\r\n");
      const length = Number(/content-length: (\d+)/i.exec(received)?.[1] ?? 0);
      if (end < 0 || received.length < end + 4 + length) return;
      const body = received.slice(end + 4, end + 4 + length);
      received = received.slice(end + 4 + length);
      reply(socket, body, connection);
    });
    socket.on("error", () => {});
  });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  const url = new URL(`http://127.0.0.1:${(server.address() as net.AddressInfo).port}/rpc`);
  return { url, connections: () => connections };
}

// Writes `text` in pieces of `size` bytes, each in a turn of its own, so the client reads it in parts.
async function dribble(socket: net.Socket, text: string, size: number) {
  for (let i = 0; i < text.length; i += size) {
    socket.write(text.slice(i, i + size));
    await new Promise((resolve) => setImmediate(resolve));
  }
}

const options = { timeoutMs: 1_000, maxBytes: 1_000 };
const ask = async (post: ReturnType<typeof http1Post>, body: string) => {
  const answer = await post(body, { "content-type": "application/json" });
  return { status: answer.status, body: answer.body.toString() };
};

describe("http1Post", () => {
  it("reads an answer of known length in any pieces, and sends the next request on the same socket", async () => {
    const { url, connections } = await serve((socket, body) => {
      const answer = `echo:${body}`;
      void dribble(socket, `HTTP/1.1 200 OK\r\ncontent-length: ${answer.length}\r\n\r\n${answer}`, 3);
    });
    const post = http1Post(url, options);
    expect(await ask(post, "one")).toEqual({ status: 200, body: "echo:one" });
    expect(await ask(post, "two")).toEqual({ status: 200, body: "echo:two" });
    expect(connections()).toBe(1);
  });

  it("joins a chunked answer, with chunk extensions and trailers, and skips an informational answer", async () => {
    const { url } = await serve((socket) => {
      const chunked = "5;ext=1\r\nhello\r\n1\r\n \r\n5\r\nworld\r\n0\r\nx-trailer: 1\r\n\r\n";
      void dribble(
        socket,
        `HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 200 OK\r\ntransfer-encoding: chunked\r\n\r\n${chunked}`,
        4,
      );
    });
    expect(await ask(http1Post(url, options), "x")).toEqual({ status: 200, body: "hello world" });
  });

  it("reads an answer that ends with its connection, and opens a new one for the next", async () => {
    const { url, connections } = await serve((socket) => {
      socket.end("HTTP/1.0 502 Bad Gateway\r\n\r\nupstream down");
    });
    const post = http1Post(url, options);
    expect(await ask(post, "x")).toEqual({ status: 502, body: "upstream down" });
    expect(await ask(post, "x")).toEqual({ status: 502, body: "upstream down" });
    expect(connections()).toBe(2);
  });

  it("asks again on a new socket when the server closed the idle one", async () => {
    const { url, connections } = await serve((socket, body) => {
      socket.write(`HTTP/1.1 200 OK\r\ncontent-length: ${body.length}\r\n\r\n${body}`);
      // The server's idle timeout, reached before the client's next request.
      socket.end();
    });
    const post = http1Post(url, options);
    expect(await ask(post, "first")).toMatchObject({ body: "first" });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await ask(post, "second")).toMatchObject({ body: "second" });
    expect(connections()).toBe(2);
  });

  it("passes over every idle socket the server closed, however many, to a new one", async () => {
    const { url, connections } = await serve((socket, body) => {
      socket.write(`HTTP/1.1 200 OK\r\ncontent-length: ${body.length}\r\n\r\n${body}`);
      socket.end();
    });
    const post = http1Post(url, options);
    // Two requests at once leave two idle sockets, both closed by the time of the next one.
    await Promise.all([ask(post, "a"), ask(post, "b")]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await ask(post, "after")).toMatchObject({ body: "after" });
    expect(connections()).toBe(3);
  });

  it("refuses an answer over its size limit, whether its length is given or not", async () => {
    const { url } = await serve((socket, body) => {
      const chunk = `100\r\n${"x".repeat(256)}\r\n`;
      if (body === "given") socket.write("HTTP/1.1 200 OK\r\ncontent-length: 5000\r\n\r\n");
      else
        void dribble(socket, `HTTP/1.1 200 OK\r\ntransfer-encoding: chunked\r\n\r\n${chunk.repeat(5)}`, 512);
    });
    const post = http1Post(url, options);
    await expect(ask(post, "given")).rejects.toThrow("answer over 1000 bytes");
    await expect(ask(post, "chunked")).rejects.toThrow("answer over 1000 bytes");
  });

  it("fails an answer cut short, and a server that does not answer", async () => {
    const { url } = await serve((socket, body) => {
      if (body === "cut") socket.end("HTTP/1.1 200 OK\r\ncontent-length: 10\r\n\r\nabc");
    });
    const post = http1Post(url, options);
    await expect(ask(post, "cut")).rejects.toThrow("connection closed in the middle of an answer");
    await expect(ask(post, "silent")).rejects.toThrow("no answer within 1000 ms");
  });
});
