import type { RealtimeEvent, ServerMessage } from "@meshlink/domain/realtime-api.types";
import type { EventBus } from "./event-bus.ts";

/** What the hub needs of a socket (the `ws` WebSocket satisfies it). */
export type HubSocket = {
  readyState: number;
  send: (data: string) => void;
  close: (code: number, reason: string) => void;
};

const OPEN = 1;
// RFC 6455 section 7.4.1: the client's credentials no longer hold.
export const POLICY_VIOLATION = 1008;
export const NOT_SIGNED_IN = "Not signed in";

/**
 * This server's open sockets by user id and by session, those watching the browse pages and those
 * watching an asset's page. Every tab of a user is one socket; an event from the bus reaches all of
 * them and nobody else's; a session's end closes its sockets only; a browse change reaches every
 * watcher, and an asset's change every watcher of that asset, signed in or not.
 */
export function createSocketHub(bus: EventBus) {
  const byUser = new Map<string, Set<HubSocket>>();
  const bySession = new Map<string, Set<HubSocket>>();
  const browseWatchers = new Set<HubSocket>();
  const byAsset = new Map<string, Set<HubSocket>>();
  // The one asset each watching socket follows (its page), so a new page replaces the last.
  const watchedAsset = new Map<HubSocket, string>();
  const send = (socket: HubSocket, message: ServerMessage) => {
    if (socket.readyState === OPEN) socket.send(JSON.stringify(message));
  };
  const deliver = (event: RealtimeEvent) => {
    if ("endedSessionId" in event) {
      for (const socket of bySession.get(event.endedSessionId) ?? []) {
        socket.close(POLICY_VIOLATION, NOT_SIGNED_IN);
      }
      return;
    }
    if ("browseWatchers" in event) {
      for (const socket of browseWatchers) send(socket, event.browseWatchers);
      return;
    }
    if ("assetWatchers" in event) {
      for (const socket of byAsset.get(event.assetWatchers) ?? []) send(socket, event.message);
      return;
    }
    for (const socket of byUser.get(event.userId) ?? []) send(socket, event.message);
  };
  const unsubscribe = bus.subscribe(deliver);
  return {
    send,
    add(socket: HubSocket, owner: { userId: string; sessionId: string }) {
      join(byUser, owner.userId, socket);
      join(bySession, owner.sessionId, socket);
    },
    remove(socket: HubSocket, owner: { userId: string; sessionId: string }) {
      leave(byUser, owner.userId, socket);
      leave(bySession, owner.sessionId, socket);
    },
    watchBrowse(socket: HubSocket) {
      browseWatchers.add(socket);
    },
    unwatchBrowse(socket: HubSocket) {
      browseWatchers.delete(socket);
    },
    watchAsset(socket: HubSocket, assetId: string) {
      this.unwatchAsset(socket);
      watchedAsset.set(socket, assetId);
      join(byAsset, assetId, socket);
    },
    unwatchAsset(socket: HubSocket) {
      const assetId = watchedAsset.get(socket);
      if (assetId === undefined) return;
      watchedAsset.delete(socket);
      leave(byAsset, assetId, socket);
    },
    close: unsubscribe,
  };
}

export type SocketHub = ReturnType<typeof createSocketHub>;

function join(groups: Map<string, Set<HubSocket>>, key: string, socket: HubSocket) {
  const sockets = groups.get(key) ?? new Set();
  sockets.add(socket);
  groups.set(key, sockets);
}

function leave(groups: Map<string, Set<HubSocket>>, key: string, socket: HubSocket) {
  const sockets = groups.get(key);
  sockets?.delete(socket);
  if (sockets?.size === 0) groups.delete(key);
}
