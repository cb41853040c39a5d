import { z } from "zod";
import { ZNotification } from "./entities/notification.ts";
import { ZCount } from "./entities/scalars.ts";

// The live connection at /api/ws (spec section 7 "WebSocket"). The socket is authenticated with the
// session token in an AUTHENTICATE first message — browsers cannot set headers on a WebSocket, and a
// token on the URL would reach request logs, so `?token=` is refused. The socket closes when its
// session ends (logout, expiry). The spec's userId in GET_NOTIFICATIONS is accepted and ignored: the
// session decides whose notifications are sent.

export const REALTIME_MESSAGE_TYPES = {
  authenticate: "AUTHENTICATE",
  authenticated: "AUTHENTICATED",
  getNotifications: "GET_NOTIFICATIONS",
  proposalSent: "ASSET_PROPOSAL_SENT",
  proposalAccepted: "ASSET_PROPOSAL_ACCEPTED",
  offerMade: "ASSET_OFFER_MADE",
  offerAuthorized: "ASSET_OFFER_AUTHORIZED",
  watchBrowse: "WATCH_BROWSE",
  browseChanged: "BROWSE_CHANGED",
  error: "ERROR",
} as const;

// What a client sends. WATCH_BROWSE may come first instead of AUTHENTICATE: the browse page's Live
// mode (spec section 2 "Browse") is for visitors too, and the socket then hears BROWSE_CHANGED only.
export const ZClientMessage = z.discriminatedUnion("type", [
  z.object({ type: z.literal(REALTIME_MESSAGE_TYPES.authenticate), token: z.string().min(1).max(200) }),
  z.object({ type: z.literal(REALTIME_MESSAGE_TYPES.getNotifications), userId: z.string().optional() }),
  z.object({ type: z.literal(REALTIME_MESSAGE_TYPES.watchBrowse) }),
]);
export type ClientMessage = z.infer<typeof ZClientMessage>;

// The unread badge and the newest page travel together so one message refreshes the bell.
const ZNotificationsSnapshot = z.object({
  count: ZCount,
  notifications: z.array(ZNotification),
});

// What the server sends. Both proposal messages carry the notification that was created; the
// client reloads notifications and count on either (section 7).
export const ZServerMessage = z.discriminatedUnion("type", [
  z.object({ type: z.literal(REALTIME_MESSAGE_TYPES.authenticated), userId: z.string() }),
  z.object({ type: z.literal(REALTIME_MESSAGE_TYPES.getNotifications), data: ZNotificationsSnapshot }),
  z.object({ type: z.literal(REALTIME_MESSAGE_TYPES.proposalSent), data: ZNotification }),
  z.object({ type: z.literal(REALTIME_MESSAGE_TYPES.proposalAccepted), data: ZNotification }),
  z.object({ type: z.literal(REALTIME_MESSAGE_TYPES.offerMade), data: ZNotification }),
  z.object({ type: z.literal(REALTIME_MESSAGE_TYPES.offerAuthorized), data: ZNotification }),
  // Something a browse grid shows changed (an asset created, a listing written): the page refetches.
  // It names no asset: what changed may enter or leave any filter, and the query decides.
  z.object({ type: z.literal(REALTIME_MESSAGE_TYPES.browseChanged) }),
  z.object({ type: z.literal(REALTIME_MESSAGE_TYPES.error), error: z.string() }),
]);
export type ServerMessage = z.infer<typeof ZServerMessage>;

// What the bus carries between servers: which user, what to send them; a message for every socket
// watching the browse pages; or a session that ended (logout), whose sockets every server closes.
export const ZRealtimeEvent = z.union([
  z.object({ userId: z.string(), message: ZServerMessage }),
  z.object({ browseWatchers: ZServerMessage }),
  z.object({ endedSessionId: z.string() }),
]);
export type RealtimeEvent = z.infer<typeof ZRealtimeEvent>;
