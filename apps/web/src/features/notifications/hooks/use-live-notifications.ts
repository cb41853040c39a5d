import { SESSION_STORAGE_KEYS } from "@meshlink/domain/constants/session-storage";
import type { ConnectionStatus } from "@meshlink/domain/constants/live-connection";
import { REALTIME_MESSAGE_TYPES, type ServerMessage } from "@meshlink/domain/realtime-api.types";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { notificationKeys } from "@/features/notifications/api/notification-queries";
import { ASSET_DETAILS_KEY, assetDetailsQuery } from "@/lib/queries/asset-details";
import { ASSET_OFFERS_KEY, assetOffersQuery } from "@/lib/queries/asset-offers";
import { createLiveConnection } from "@/lib/live-connection";
import { liveConnectionUrl } from "@/lib/live-connection-url";

// Spec section 7: these messages reload the notifications and the count.
const REFRESHING_MESSAGES: readonly ServerMessage["type"][] = [
  REALTIME_MESSAGE_TYPES.getNotifications,
  REALTIME_MESSAGE_TYPES.proposalSent,
  REALTIME_MESSAGE_TYPES.proposalAccepted,
  REALTIME_MESSAGE_TYPES.offerMade,
  REALTIME_MESSAGE_TYPES.offerAuthorized,
];

// An offer made or authorized changes its asset's Offers panel: the owner gets Authorize, the
// studio Accept.
const OFFER_MESSAGES: readonly ServerMessage["type"][] = [
  REALTIME_MESSAGE_TYPES.offerMade,
  REALTIME_MESSAGE_TYPES.offerAuthorized,
];

// A proposal sent or accepted changes its asset's page: the owner gets an Accept button, the studio
// an enabled Integrate. Reloading that page's query updates it where it is open, without a reload.
const assetOf = (message: ServerMessage) =>
  message.type === REALTIME_MESSAGE_TYPES.proposalSent ||
  message.type === REALTIME_MESSAGE_TYPES.proposalAccepted
    ? message.data.entity
    : null;

/**
 * Holds the signed-in user's live connection while mounted (one per page: the header's bell) and
 * returns its status for the modal's dot. `userId` restarts it when another user signs in.
 */
export function useLiveNotifications(userId: string | null): ConnectionStatus {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<ConnectionStatus>("disconnected");

  useEffect(() => {
    const token = sessionStorage.getItem(SESSION_STORAGE_KEYS.token);
    if (!userId || !token || typeof WebSocket === "undefined") return;
    let opened = false;
    const connection = createLiveConnection({
      url: liveConnectionUrl(window.location),
      token,
      onStatusChange: setStatus,
      onOpen: () => {
        connection.send({ type: REALTIME_MESSAGE_TYPES.getNotifications, userId });
        // Messages sent while the socket was down are lost; an open asset page reloads instead.
        if (opened) {
          void queryClient.invalidateQueries({ queryKey: ASSET_DETAILS_KEY });
          void queryClient.invalidateQueries({ queryKey: ASSET_OFFERS_KEY });
        }
        opened = true;
      },
      onMessage: (message) => {
        if (REFRESHING_MESSAGES.includes(message.type)) {
          void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
        }
        const asset = assetOf(message);
        if (asset) void queryClient.invalidateQueries({ queryKey: assetDetailsQuery(asset).queryKey });
        if (
          OFFER_MESSAGES.includes(message.type) &&
          "data" in message &&
          message.data &&
          "entity" in message.data
        ) {
          void queryClient.invalidateQueries({
            queryKey: assetOffersQuery(message.data.entity._id).queryKey,
          });
        }
      },
    });
    connection.connect();
    return () => connection.disconnect();
  }, [userId, queryClient]);

  return status;
}
