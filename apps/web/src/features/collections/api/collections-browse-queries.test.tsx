import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeApi, ok } from "@/test/fake-api";
import { renderWithQuery } from "@/test/render-with-query";
import {
  useBrowseCollections,
  useCollectionsPage,
} from "@/features/collections/api/collections-browse-queries";

const QUERY = { sort: "volume", period: "1D", perPage: 10 } as const;
const page = { data: [], totalCount: 0, totalCapped: false, totalPages: 0, nextCursor: null };

function OnePage() {
  const query = useCollectionsPage(QUERY);
  return <p>one page: {query.data ? `${query.data.data.length} cards` : "loading"}</p>;
}

function Paged() {
  const query = useBrowseCollections(QUERY);
  return <p>paged: {query.data ? `${query.data.pages.length} pages` : "loading"}</p>;
}

describe("collections queries", () => {
  it("keep a single page and the paged list apart when both ask the same query", async () => {
    fakeApi({ "GET /api/collections?sort=volume&period=1D&perPage=10": ok(page) });
    renderWithQuery(
      <>
        <OnePage />
        <Paged />
      </>,
    );
    expect(await screen.findByText("one page: 0 cards")).toBeInTheDocument();
    expect(await screen.findByText("paged: 1 pages")).toBeInTheDocument();
  });
});
