import { REALTIME_MESSAGE_TYPES } from "@meshlink/domain/realtime-api.types";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { assetDetailsQuery } from "@/lib/queries/asset-details";
import { assetOffersQuery } from "@/lib/queries/asset-offers";
import { createLiveConnection } from "@/lib/live-connection";
import { liveConnectionUrl } from "@/lib/live-connection-url";

type WatchedAsset = { _id: string; address: string; tokenId: string };

/**
 * Keeps an asset's page current for every visitor, signed in or not: a socket on the existing
 * /api/ws watches the asset (WATCH_ASSET), and ASSET_CHANGED reloads the part that changed — the
 * Offers panel for an offer made, authorized, accepted or gone stale; the page (its proposals) for a
 * proposal sent, accepted or executed. A socket that reopens reloads both, since changes sent while
 * it was down are lost. Nothing is watched until the asset is loaded.
 */
export function useLiveAsset(asset: WatchedAsset | undefined) {
  const queryClient = useQueryClient();
  const assetId = asset?._id;
  const address = asset?.address ?? "";
  const tokenId = asset?.tokenId ?? "";
  useEffect(() => {
    if (!assetId || typeof WebSocket === "undefined") return;
    const reloadOffers = () =>
      queryClient.invalidateQueries({ queryKey: assetOffersQuery(assetId).queryKey });
    const reloadPage = () =>
      queryClient.invalidateQueries({ queryKey: assetDetailsQuery({ address, tokenId }).queryKey });
    let opened = false;
    const connection = createLiveConnection({
      url: liveConnectionUrl(window.location),
      onOpen: () => {
        connection.send({ type: REALTIME_MESSAGE_TYPES.watchAsset, assetId });
        if (opened) {
          void reloadOffers();
          void reloadPage();
        }
        opened = true;
      },
      onMessage: (message) => {
        if (message.type !== REALTIME_MESSAGE_TYPES.assetChanged || message.assetId !== assetId) return;
        void (message.part === "offers" ? reloadOffers() : reloadPage());
      },
    });
    connection.connect();
    return () => connection.disconnect();
  }, [assetId, address, tokenId, queryClient]);
}
