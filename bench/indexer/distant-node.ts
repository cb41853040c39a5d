import { fork } from "node:child_process";
import { once } from "node:events";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";

export type Distance = { latencyMs: number; mbps: number };

/**
 * The local chain as a hosted node would serve it: an HTTP relay in front of anvil that answers
 * each JSON-RPC call one round trip (`latencyMs`) later, its answer sent over one link of `mbps`:
 * large answers queue for it, small ones (a block header) slip between their packets. It runs in
 * its own process, so a busy indexer thread does not delay the relay's clock.
 */
export async function startDistantNode(target: string, distance: Distance) {
  const relay = fork(fileURLToPath(import.meta.url), [target, JSON.stringify(distance)], {
    execArgv: ["--import", "tsx"],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const [url] = (await once(relay, "message")) as [string];
  return {
    url,
    close: async () => {
      relay.kill();
      await once(relay, "exit");
    },
  };
}

const SMALL_ANSWER = 64 * 1024;

function serve(target: string, { latencyMs, mbps }: Distance) {
  let linkFreeAt = 0;
  // A failed relay answers 502, as a gateway would, instead of ending the relay process.
  const server = createServer((request, response) => {
    relay(request, response).catch(() => response.writeHead(502).end());
  });
  async function relay(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const answer = await fetch(target, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: Buffer.concat(chunks),
    });
    const body = Buffer.from(await answer.arrayBuffer());
    const now = performance.now();
    const sending = (body.length * 8) / (mbps * 1000);
    let sent = now + sending;
    if (body.length > SMALL_ANSWER) {
      sent = Math.max(now, linkFreeAt) + sending;
      linkFreeAt = sent;
    }
    setTimeout(
      () => {
        response.writeHead(answer.status, { "content-type": "application/json" });
        response.end(body);
      },
      sent + latencyMs - now,
    );
  }
  server.listen(0, "127.0.0.1", () => {
    process.send!(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  serve(process.argv[2]!, JSON.parse(process.argv[3]!) as Distance);
}
