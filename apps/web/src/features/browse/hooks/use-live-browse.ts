import { REALTIME_MESSAGE_TYPES } from "@meshlink/domain/realtime-api.types";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { browseKeys } from "@/features/browse/api/browse-queries";
import { createLiveConnection } from "@/lib/live-connection";
import { liveConnectionUrl } from "@/lib/live-connection-url";

/** A burst of writes (a seed, a batch of listings) refetches the grid once per this interval. */
const LIVE_REFETCH_MS = 1_000;

/**
 * The browse page's Live mode (spec section 2 "Browse"): while `enabled`, a visitor's socket on the
 * existing /api/ws watches for BROWSE_CHANGED and refetches the grid, its facet counts and the
 * pages already scrolled through, without a reload. A socket that reopens refetches too, since
 * changes sent while it was down are lost.
 */
export function useLiveBrowse(enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof WebSocket === "undefined") return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let lastRefetch = 0;
    const refetch = () => {
      timer = undefined;
      lastRefetch = Date.now();
      void queryClient.invalidateQueries({ queryKey: browseKeys.all });
    };
    const refetchSoon = () => {
      if (timer !== undefined) return;
      timer = setTimeout(refetch, Math.max(0, lastRefetch + LIVE_REFETCH_MS - Date.now()));
    };
    let opened = false;
    const connection = createLiveConnection({
      url: liveConnectionUrl(window.location),
      onOpen: () => {
        connection.send({ type: REALTIME_MESSAGE_TYPES.watchBrowse });
        if (opened) refetchSoon();
        opened = true;
      },
      onMessage: (message) => {
        if (message.type === REALTIME_MESSAGE_TYPES.browseChanged) refetchSoon();
      },
    });
    connection.connect();
    return () => {
      clearTimeout(timer);
      connection.disconnect();
    };
  }, [enabled, queryClient]);
}
