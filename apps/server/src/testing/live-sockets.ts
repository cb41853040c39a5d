import type { ServerMessage } from "@meshlink/domain/realtime-api.types";
import WebSocket from "ws";
import type { EventBus } from "../realtime/event-bus.ts";
import { buildAuthTestApp } from "./auth-test-kit.ts";

/** A real `ws` client of GET /api/ws: every message it received, and its close code once it closed. */
export type LiveClient = { ws: WebSocket; messages: ServerMessage[]; closed: Promise<number> };

/**
 * The auth test app announcing on `bus`, listening on a free port. `connect(...messages)` opens a
 * client and sends `messages` once it is open; `close()` ends every client, then the app.
 */
export async function listeningLiveApp(bus: EventBus) {
  const { app } = await buildAuthTestApp({}, { bus });
  const baseUrl = (await app.listen({ port: 0, host: "127.0.0.1" })).replace("http", "ws");
  const clients: LiveClient[] = [];

  async function connect(...messages: object[]): Promise<LiveClient> {
    const ws = new WebSocket(`${baseUrl}/api/ws`);
    const client: LiveClient = {
      ws,
      messages: [],
      closed: new Promise((resolve) => ws.once("close", (code) => resolve(code))),
    };
    clients.push(client);
    ws.on("message", (data: Buffer) =>
      client.messages.push(JSON.parse(data.toString("utf8")) as ServerMessage),
    );
    await new Promise((resolve) => ws.once("open", resolve));
    for (const message of messages) ws.send(JSON.stringify(message));
    return client;
  }

  return {
    app,
    connect,
    close: async () => {
      for (const client of clients) client.ws.terminate();
      await app.close();
    },
  };
}
