import { SAMPLE_COLLECTION_ADDRESS } from "@meshlink/domain/entities/samples";
import { act, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sampleCollection } from "@/test/create-fixtures";
import { fakeApi, ok } from "@/test/fake-api";
import { renderApp } from "@/test/render-app";
import { sampleAssetDetails } from "@/test/sample-assets";

const signedOut = { status: "signed-out" } as const;
const emptyPage = { data: [], totalCount: 0, totalPages: 0, nextCursor: null };
// Keyset-paged lists (docs/decisions/011): the asset page's panels.
const noRows = { data: [], nextCursor: null };
const assetPath = `/asset/${SAMPLE_COLLECTION_ADDRESS}/1`;
const collectionPath = "/collection/Blades/creator-1";

afterEach(() => vi.unstubAllGlobals());

describe("page titles", () => {
  it("name the asset and the collection a page shows, also when going back to a cached page", async () => {
    fakeApi({
      [`GET /api/assets/${SAMPLE_COLLECTION_ADDRESS}/1`]: ok(sampleAssetDetails()),
      [`GET /api/assets/${SAMPLE_COLLECTION_ADDRESS}/2`]: ok(
        sampleAssetDetails({ _id: "asset-2", tokenId: "2", name: "Iron Shield" }),
      ),
      "GET /api/assets/asset-1/more-from-collection?perPage=10": ok(noRows),
      "GET /api/assets/asset-2/more-from-collection?perPage=10": ok(noRows),
      [`GET /api/activity?address=${SAMPLE_COLLECTION_ADDRESS}&tokenId=1&chainId=31337&perPage=50`]:
        ok(noRows),
      [`GET /api/activity?address=${SAMPLE_COLLECTION_ADDRESS}&tokenId=2&chainId=31337&perPage=50`]:
        ok(noRows),
      "GET /api/collections/Blades/creator-1?perPage=24": ok({
        ...sampleCollection({ name: "Blades", userId: "creator-1" }),
        assets: emptyPage,
      }),
    });
    const { router } = renderApp(assetPath, signedOut);
    await screen.findByRole("heading", { level: 1, name: "Crystal Sword" }, { timeout: 5000 });
    await waitFor(() => expect(document.title).toBe("Crystal Sword · MeshLink"));

    await act(() => router.navigate(collectionPath));
    await screen.findByRole("heading", { level: 1, name: "Blades" }, { timeout: 5000 });
    await waitFor(() => expect(document.title).toBe("Blades · MeshLink"));

    // The asset is cached: the page and its route change in one render, and the asset's name wins.
    await act(() => router.navigate(assetPath));
    await screen.findByRole("heading", { level: 1, name: "Crystal Sword" });
    await waitFor(() => expect(document.title).toBe("Crystal Sword · MeshLink"));

    await act(() => router.navigate(`/asset/${SAMPLE_COLLECTION_ADDRESS}/2`));
    await screen.findByRole("heading", { level: 1, name: "Iron Shield" }, { timeout: 5000 });
    await waitFor(() => expect(document.title).toBe("Iron Shield · MeshLink"));
  });
});
