import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { ASSET_DETAILS_KEY, assetDetailsQuery } from "@/lib/queries/asset-details";
import { holderKeys } from "@/lib/token-holders";
import { sampleAssetDetails } from "@/test/sample-assets";

const TOKEN = { address: "0x5FbDB2315678afecb367f032d93F642f64180aa3", tokenId: "1" };

describe("assetDetailsQuery", () => {
  it("names one asset page whatever the letter case of its address", () => {
    const lower = { ...TOKEN, address: TOKEN.address.toLowerCase() };
    expect(assetDetailsQuery(TOKEN).queryKey).toEqual(assetDetailsQuery(lower).queryKey);
  });

  it("refreshes the page's holders with the page, and every page from its prefix", async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(assetDetailsQuery(TOKEN).queryKey, sampleAssetDetails());
    queryClient.setQueryData(holderKeys.list(TOKEN), null);
    await queryClient.invalidateQueries({ queryKey: assetDetailsQuery(TOKEN).queryKey, refetchType: "none" });
    expect(queryClient.getQueryState(holderKeys.list(TOKEN))?.isInvalidated).toBe(true);
    expect(assetDetailsQuery(TOKEN).queryKey.slice(0, 2)).toEqual([...ASSET_DETAILS_KEY]);
  });
});
