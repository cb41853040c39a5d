import websocket from "@fastify/websocket";
import {
  type ClientMessage,
  REALTIME_MESSAGE_TYPES,
  ZClientMessage,
} from "@meshlink/domain/realtime-api.types";
import type { FastifyInstance } from "fastify";
import type { WebSocket } from "ws";
import type { Db } from "../db/database.ts";
import { announceIndexedOffers } from "./asset-changes.ts";
import type { EventBus } from "./event-bus.ts";
import { createSocketHub, NOT_SIGNED_IN, POLICY_VIOLATION, type SocketHub } from "./socket-hub.ts";
import { watchSessionExpiry } from "./watch-session-expiry.ts";

// A socket that has not authenticated within this time is closed (the client retries, section 9).
const AUTH_TIMEOUT_MS = 5_000;
const TOKEN_IN_URL = "Send the session token in the first message";
const OPEN = 1;

/**
 * GET /api/ws (spec section 7 "WebSocket"): the first message must be AUTHENTICATE with the session
 * token (never `?token=`: URLs are logged); then GET_NOTIFICATIONS is answered GET_NOTIFICATIONS (the
 * client reloads its notifications and count over HTTP), and the bus pushes ASSET_PROPOSAL_SENT /
 * ACCEPTED and ASSET_OFFER_MADE / AUTHORIZED to that user's sockets. The socket closes when its
 * session ends: at logout (through the bus, on every server) or expiry. WATCH_BROWSE, first or
 * later, subscribes the socket to BROWSE_CHANGED (the browse page's Live mode), and WATCH_ASSET to
 * one asset's ASSET_CHANGED (its page); as a first message either needs no session, and such a
 * socket is sent nothing else.
 */
export async function registerRealtimeRoute(app: FastifyInstance, deps: { db: Db; bus: EventBus }) {
  await app.register(websocket, { options: { maxPayload: 4096 } });
  const hub = createSocketHub(deps.bus);
  // Offers the indexer changes reach the pages open on their assets (asset-changes.ts).
  const stopAnnouncing = announceIndexedOffers({ ...deps, log: app.log });
  app.addHook("onClose", (_app, done) => {
    stopAnnouncing();
    hub.close();
    done();
  });

  app.get("/api/ws", { websocket: true, schema: { hide: true } }, (socket, request) => {
    if ((request.query as { token?: unknown }).token !== undefined) {
      return socket.close(POLICY_VIOLATION, TOKEN_IN_URL);
    }
    let owner: { userId: string; sessionId: string } | null = null;
    let stopWatching = () => {};
    let isFirst = true;
    const timer = setTimeout(() => socket.close(POLICY_VIOLATION, NOT_SIGNED_IN), AUTH_TIMEOUT_MS);

    const authenticate = async (token: string) => {
      const signedIn = await app.findSignedIn(token);
      if (!signedIn) return socket.close(POLICY_VIOLATION, NOT_SIGNED_IN);
      // The client may have left while the session was looked up.
      if (socket.readyState !== OPEN) return;
      clearTimeout(timer);
      owner = { userId: signedIn.user._id, sessionId: signedIn.sessionId };
      hub.add(socket, owner);
      stopWatching = watchSessionExpiry({
        expiresAt: signedIn.expiresAt,
        stillSignedIn: () => app.findSignedIn(token),
        onEnded: () => socket.close(POLICY_VIOLATION, NOT_SIGNED_IN),
      });
      hub.send(socket, { type: REALTIME_MESSAGE_TYPES.authenticated, userId: owner.userId });
    };

    // Messages arriving while authentication is still being checked wait for it, in order.
    let queue: Promise<unknown> = Promise.resolve();
    socket.on("message", (raw) => {
      const first = isFirst;
      isFirst = false;
      queue = queue
        .then(() => handle(rawText(raw), first))
        .catch((error: unknown) => {
          request.log.warn({ err: error }, "websocket message failed");
        });
    });
    socket.on("close", () => {
      clearTimeout(timer);
      stopWatching();
      hub.unwatchBrowse(socket);
      hub.unwatchAsset(socket);
      if (owner) hub.remove(socket, owner);
    });

    const handle = async (text: string, first: boolean) => {
      const parsed = ZClientMessage.safeParse(safeJson(text));
      const message: ClientMessage | null = parsed.success ? parsed.data : null;
      if (message?.type === REALTIME_MESSAGE_TYPES.watchBrowse) {
        if (first) clearTimeout(timer);
        return hub.watchBrowse(socket);
      }
      if (message?.type === REALTIME_MESSAGE_TYPES.watchAsset) {
        if (first) clearTimeout(timer);
        return hub.watchAsset(socket, message.assetId);
      }
      if (first) {
        if (message?.type !== REALTIME_MESSAGE_TYPES.authenticate) {
          return socket.close(POLICY_VIOLATION, NOT_SIGNED_IN);
        }
        return authenticate(message.token);
      }
      if (!message) return fail(socket, hub, "Unknown message");
      // A token after the first message is not a sign-in (the first one decided).
      if (message.type === REALTIME_MESSAGE_TYPES.authenticate || !owner) return;
      // The spec's userId in the message is ignored: the session says whose notifications these are,
      // and the client reads them over HTTP on this answer.
      hub.send(socket, { type: REALTIME_MESSAGE_TYPES.getNotifications });
    };
  });
}

const fail = (socket: WebSocket, hub: SocketHub, error: string) =>
  hub.send(socket, { type: REALTIME_MESSAGE_TYPES.error, error });

// `ws` hands over a Buffer, or an array of Buffers for fragmented messages.
const rawText = (raw: Buffer | ArrayBuffer | Buffer[]) => {
  if (Array.isArray(raw)) return Buffer.concat(raw).toString("utf8");
  return (raw instanceof ArrayBuffer ? Buffer.from(new Uint8Array(raw)) : raw).toString("utf8");
};

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
