import websocket from "@fastify/websocket";
import { PAGE_SIZES } from "@meshlink/domain/constants/page-sizes";
import {
  type ClientMessage,
  REALTIME_MESSAGE_TYPES,
  ZClientMessage,
} from "@meshlink/domain/realtime-api.types";
import type { FastifyInstance } from "fastify";
import type { WebSocket } from "ws";
import type { Db } from "../db/database.ts";
import { countUnseenNotifications, findNotifications } from "../services/notifications/user-notifications.ts";
import type { EventBus } from "./event-bus.ts";
import { createSocketHub, type SocketHub } from "./socket-hub.ts";

// A socket that has not authenticated within this time is closed (the client retries, section 9).
const AUTH_TIMEOUT_MS = 5_000;
const POLICY_VIOLATION = 1008;

/**
 * GET /api/ws (spec section 7 "WebSocket"): authenticated with the session token from `?token=` or
 * an AUTHENTICATE first message; then GET_NOTIFICATIONS answers the session user's newest page and
 * unseen count, and the bus pushes ASSET_PROPOSAL_SENT / ACCEPTED to that user's sockets.
 */
export async function registerRealtimeRoute(app: FastifyInstance, deps: { db: Db; bus: EventBus }) {
  await app.register(websocket, { options: { maxPayload: 4096 } });
  const hub = createSocketHub(deps.bus);
  app.addHook("onClose", (_app, done) => {
    hub.close();
    done();
  });

  app.get("/api/ws", { websocket: true, schema: { hide: true } }, (socket, request) => {
    const query = request.query as { token?: unknown };
    let userId: string | null = null;
    const timer = setTimeout(() => socket.close(POLICY_VIOLATION, "Not signed in"), AUTH_TIMEOUT_MS);
    const authenticate = async (token: string) => {
      const signedIn = await app.findSignedIn(token);
      if (!signedIn) return socket.close(POLICY_VIOLATION, "Not signed in");
      clearTimeout(timer);
      userId = signedIn.user._id;
      hub.add(userId, socket);
      hub.send(socket, { type: REALTIME_MESSAGE_TYPES.authenticated, userId });
    };
    // Messages arriving while authentication is still being checked wait for it, in order.
    let queue: Promise<unknown> =
      typeof query.token === "string" && query.token !== "" ? authenticate(query.token) : Promise.resolve();

    socket.on("message", (raw) => {
      queue = queue
        .then(() => handle(rawText(raw)))
        .catch((error: unknown) => {
          request.log.warn({ err: error }, "websocket message failed");
        });
    });
    socket.on("close", () => {
      clearTimeout(timer);
      if (userId) hub.remove(userId, socket);
    });

    const handle = async (text: string) => {
      const parsed = ZClientMessage.safeParse(safeJson(text));
      if (!parsed.success) return fail(socket, hub, "Unknown message");
      const message: ClientMessage = parsed.data;
      if (message.type === REALTIME_MESSAGE_TYPES.authenticate) {
        if (!userId) await authenticate(message.token);
        return;
      }
      if (!userId) return socket.close(POLICY_VIOLATION, "Not signed in");
      // The spec's userId in the message is ignored: the session says whose notifications these are.
      const [page, count] = await Promise.all([
        findNotifications(deps, userId, { page: 1, perPage: PAGE_SIZES.notifications }),
        countUnseenNotifications(deps, userId),
      ]);
      hub.send(socket, {
        type: REALTIME_MESSAGE_TYPES.getNotifications,
        data: { count, notifications: page.data },
      });
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
