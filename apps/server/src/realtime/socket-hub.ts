import type { RealtimeEvent, ServerMessage } from "@meshlink/domain/realtime-api.types";
import type { EventBus } from "./event-bus.ts";

/** What the hub needs of a socket (the `ws` WebSocket satisfies it). */
export type HubSocket = { readyState: number; send: (data: string) => void };

const OPEN = 1;

/**
 * This server's open sockets by user id. Every tab of a user is one socket; an event from the bus
 * reaches all of them and nobody else's.
 */
export function createSocketHub(bus: EventBus) {
  const byUser = new Map<string, Set<HubSocket>>();
  const send = (socket: HubSocket, message: ServerMessage) => {
    if (socket.readyState === OPEN) socket.send(JSON.stringify(message));
  };
  const deliver = ({ userId, message }: RealtimeEvent) => {
    for (const socket of byUser.get(userId) ?? []) send(socket, message);
  };
  const unsubscribe = bus.subscribe(deliver);
  return {
    send,
    add(userId: string, socket: HubSocket) {
      const sockets = byUser.get(userId) ?? new Set();
      sockets.add(socket);
      byUser.set(userId, sockets);
    },
    remove(userId: string, socket: HubSocket) {
      const sockets = byUser.get(userId);
      sockets?.delete(socket);
      if (sockets?.size === 0) byUser.delete(userId);
    },
    close: unsubscribe,
  };
}
export type SocketHub = ReturnType<typeof createSocketHub>;
