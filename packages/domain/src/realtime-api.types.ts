import { z } from "zod";
import { ZId, ZRecordId } from "./entities/scalars.ts";

// The live connection at /api/ws (spec section 7 "WebSocket"). The socket is authenticated with the
// session token in an AUTHENTICATE first message — browsers cannot set headers on a WebSocket, and a
// token on the URL would reach request logs, so `?token=` is refused. The socket closes when its
// session ends (logout, expiry). The spec's userId in GET_NOTIFICATIONS is accepted and ignored: the
// session decides whose notifications are sent.
//
// The socket carries signals, never data (docs/decisions/023-live-updates.md): a message says what
// changed and the page reloads it over HTTP, through the same requests and caches as its first load.
// So a notification is read once, by GET /api/notifications, and what a message names is only
// enough to know which queries to reload.

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
  watchAsset: "WATCH_ASSET",
  assetChanged: "ASSET_CHANGED",
  error: "ERROR",
} as const;

// What a client sends. WATCH_BROWSE and WATCH_ASSET may come first instead of AUTHENTICATE: the
// browse page's Live mode (spec section 2 "Browse") and the asset page are for visitors too, and such
// a socket then hears only what it watches. A socket watches one asset at a time: the page it is on.
export const ZClientMessage = z.discriminatedUnion("type", [
  z.object({ type: z.literal(REALTIME_MESSAGE_TYPES.authenticate), token: z.string().min(1).max(200) }),
  z.object({ type: z.literal(REALTIME_MESSAGE_TYPES.getNotifications), userId: z.string().optional() }),
  z.object({ type: z.literal(REALTIME_MESSAGE_TYPES.watchBrowse) }),
  z.object({ type: z.literal(REALTIME_MESSAGE_TYPES.watchAsset), assetId: ZRecordId }),
]);
export type ClientMessage = z.infer<typeof ZClientMessage>;

/** What of an asset's page ASSET_CHANGED says changed: its offers, or its proposals. */
const ZAssetPart = z.enum(["offers", "proposals"]);
export type AssetPart = z.infer<typeof ZAssetPart>;

// What the server sends. GET_NOTIFICATIONS (the answer to the client's) and the four notification
// messages tell the user their notifications changed: the client reloads notifications and count
// (section 7).
export const ZServerMessage = z.discriminatedUnion("type", [
  z.object({ type: z.literal(REALTIME_MESSAGE_TYPES.authenticated), userId: z.string() }),
  z.object({ type: z.literal(REALTIME_MESSAGE_TYPES.getNotifications) }),
  z.object({ type: z.literal(REALTIME_MESSAGE_TYPES.proposalSent) }),
  z.object({ type: z.literal(REALTIME_MESSAGE_TYPES.proposalAccepted) }),
  z.object({ type: z.literal(REALTIME_MESSAGE_TYPES.offerMade) }),
  z.object({ type: z.literal(REALTIME_MESSAGE_TYPES.offerAuthorized) }),
  // Something a browse grid shows changed (an asset created, a listing written): the page refetches.
  // It names no asset: what changed may enter or leave any filter, and the query decides.
  z.object({ type: z.literal(REALTIME_MESSAGE_TYPES.browseChanged) }),
  // To the sockets watching this asset: its offers (made, authorized, accepted, gone stale) or its
  // proposals (sent, accepted, executed) changed, and its page reloads that part.
  z.object({ type: z.literal(REALTIME_MESSAGE_TYPES.assetChanged), assetId: ZId, part: ZAssetPart }),
  z.object({ type: z.literal(REALTIME_MESSAGE_TYPES.error), error: z.string() }),
]);
export type ServerMessage = z.infer<typeof ZServerMessage>;

// What the bus carries between servers: which user, what to send them; a message for every socket
// watching the browse pages, or one asset's page; or a session that ended (logout), whose sockets
// every server closes.
export const ZRealtimeEvent = z.union([
  z.object({ userId: z.string(), message: ZServerMessage }),
  z.object({ browseWatchers: ZServerMessage }),
  z.object({ assetWatchers: ZId, message: ZServerMessage }),
  z.object({ endedSessionId: z.string() }),
]);
export type RealtimeEvent = z.infer<typeof ZRealtimeEvent>;
