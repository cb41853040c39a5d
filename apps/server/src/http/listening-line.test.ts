import { Writable } from "node:stream";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { listeningLine } from "./listening-line.ts";

describe("the start-up line", () => {
  it("says where MeshLink is (PUBLIC_URL), with no link to the socket's address", async () => {
    const lines: { level: number; msg: string }[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as { level: number; msg: string });
        done();
      },
    });
    const app = Fastify({ logger: { level: "info", stream } });
    try {
      const address = await app.listen({
        port: 0,
        host: "127.0.0.1",
        listenTextResolver: listeningLine("http://localhost:3391"),
      });
      const port = new URL(address).port;
      expect(lines.map((line) => line.msg)).toEqual([
        `MeshLink is running at http://localhost:3391 (listening on 127.0.0.1:${port})`,
      ]);
    } finally {
      await app.close();
    }
  });
});
