import { type RealtimeEvent, ZRealtimeEvent } from "@meshlink/domain/realtime-api.types";
import pg from "pg";
import type { EventBus } from "./event-bus.ts";

const CHANNEL = "meshlink_realtime";
const RECONNECT_MS = 1_000;

/**
 * The bus across servers sharing one PostgreSQL database: NOTIFY on publish, LISTEN on a dedicated
 * connection (a pooled one would lose the subscription). Every server, the publisher included,
 * receives each event once and delivers it to its own sockets. Payloads stay small (signals, never
 * data: docs/decisions/023-live-updates.md), far below NOTIFY's 8000-byte limit. Events published while the listener reconnects are missed;
 * the client reloads notifications when its socket reopens (spec section 4 "Live connection").
 */
type PostgresBus = EventBus & {
  /** Resolves once this server is listening. */
  ready: () => Promise<void>;
  close: () => Promise<void>;
};

export function createPostgresBus(connectionString: string): PostgresBus {
  const listeners = new Set<(event: RealtimeEvent) => void>();
  const publisher = new pg.Pool({ connectionString, max: 2 });
  let listener: pg.Client | undefined;
  let closed = false;

  const listen = async () => {
    const client = new pg.Client({ connectionString });
    client.on("notification", ({ payload }) => {
      const parsed = ZRealtimeEvent.safeParse(JSON.parse(payload ?? "null"));
      if (parsed.success) for (const deliver of listeners) deliver(parsed.data);
    });
    client.on("error", () => {
      listener = undefined;
      void client.end().catch(() => undefined);
      if (!closed) setTimeout(() => void listen().catch(() => undefined), RECONNECT_MS);
    });
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    listener = client;
  };
  const ready = listen();

  return {
    publish: async (event) => {
      await publisher.query("select pg_notify($1, $2)", [CHANNEL, JSON.stringify(event)]);
    },
    subscribe: (deliver) => {
      listeners.add(deliver);
      return () => listeners.delete(deliver);
    },
    ready: () => ready,
    close: async () => {
      closed = true;
      await ready.catch(() => undefined);
      await Promise.all([listener?.end(), publisher.end()]);
    },
  };
}
