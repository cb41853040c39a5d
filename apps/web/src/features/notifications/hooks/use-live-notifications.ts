import { SESSION_STORAGE_KEYS } from "@meshlink/domain/constants/session-storage";
import type { ConnectionStatus } from "@meshlink/domain/constants/live-connection";
import { REALTIME_MESSAGE_TYPES, type ServerMessage } from "@meshlink/domain/realtime-api.types";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { notificationKeys } from "@/features/notifications/api/notification-queries";
import { createLiveConnection } from "@/lib/live-connection";
import { liveConnectionUrl } from "@/lib/live-connection-url";

// Spec section 7: these messages reload the notifications and the count. They carry no data: the
// list and the count are read over HTTP, once (docs/decisions/023-live-updates.md).
const REFRESHING_MESSAGES: readonly ServerMessage["type"][] = [
  REALTIME_MESSAGE_TYPES.getNotifications,
  REALTIME_MESSAGE_TYPES.proposalSent,
  REALTIME_MESSAGE_TYPES.proposalAccepted,
  REALTIME_MESSAGE_TYPES.offerMade,
  REALTIME_MESSAGE_TYPES.offerAuthorized,
];

/**
 * Holds the signed-in user's live connection while mounted (one per page: the header's bell) and
 * returns its status for the modal's dot. `userId` restarts it when another user signs in. Each
 * opening asks GET_NOTIFICATIONS, whose answer reloads them: what arrived while the socket was down
 * or still connecting is read then. The asset page follows its own asset (assets' useLiveAsset).
 */
export function useLiveNotifications(userId: string | null): ConnectionStatus {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<ConnectionStatus>("disconnected");

  useEffect(() => {
    const token = sessionStorage.getItem(SESSION_STORAGE_KEYS.token);
    if (!userId || !token || typeof WebSocket === "undefined") return;
    const connection = createLiveConnection({
      url: liveConnectionUrl(window.location),
      token,
      onStatusChange: setStatus,
      onOpen: () => {
        connection.send({ type: REALTIME_MESSAGE_TYPES.getNotifications, userId });
      },
      onMessage: (message) => {
        if (REFRESHING_MESSAGES.includes(message.type)) {
          void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
        }
      },
    });
    connection.connect();
    return () => connection.disconnect();
  }, [userId, queryClient]);

  return status;
}
