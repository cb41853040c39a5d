import { formatDate } from "@meshlink/domain/format/format-date";
import { SAMPLE_COLLECTION_ADDRESS } from "@meshlink/domain/entities/samples";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PriceHistory } from "@/features/assets/components/price-history";
import { fakeApi, ok } from "@/test/fake-api";
import { renderWithQuery } from "@/test/render-with-query";

const token = { address: SAMPLE_COLLECTION_ADDRESS, tokenId: "1", chainId: 31337 };
const route = `GET /api/activity/price-history?address=${SAMPLE_COLLECTION_ADDRESS}&tokenId=1`;
const points = [
  { createdAt: "2026-11-01T10:00:00.000Z", price: 500 },
  { createdAt: "2026-11-05T10:00:00.000Z", price: 750 },
  { createdAt: "2026-11-09T10:00:00.000Z", price: 250 },
];

afterEach(() => vi.unstubAllGlobals());

describe("PriceHistory", () => {
  it("draws the listing fee over time as a labelled line with a table of every point", async () => {
    fakeApi({ [route]: ok({ data: points }) });
    const { container } = renderWithQuery(<PriceHistory token={token} />);
    const chart = await screen.findByRole("img", { name: /^Price History Listing fee from 5% on/ });
    expect(chart).toHaveAccessibleName(
      `Price History Listing fee from 5% on ${formatDate(points[0]!.createdAt)} to 2.5% on ${formatDate(points[2]!.createdAt)}, 3 changes.`,
    );
    const line = container.querySelector("polyline")!.getAttribute("points")!.split(" ");
    expect(line).toHaveLength(3);
    // Time runs left to right; the highest fee is drawn highest (smallest y).
    const [a, b, c] = line.map((pair) => pair.split(",").map(Number)) as [number, number][];
    expect(a![0]).toBeLessThan(b![0]);
    expect(b![0]).toBeLessThan(c![0]);
    expect(b![1]).toBeLessThan(a![1]);
    expect(a![1]).toBeLessThan(c![1]);

    const table = screen.getByRole("table", { name: "Price History" });
    expect(
      within(table)
        .getAllByRole("row")
        .slice(1)
        .map((tr) => tr.textContent),
    ).toEqual(points.map((p) => `${formatDate(p.createdAt)}${p.price / 100}%`));
  });

  it("draws a single change as one point", async () => {
    fakeApi({ [route]: ok({ data: points.slice(0, 1) }) });
    renderWithQuery(<PriceHistory token={token} />);
    // Only the chart's own shapes: the toaster beside it may hold icons of other files' toasts.
    const chart = await screen.findByRole("img", { name: /1 change\.$/ });
    expect(chart.querySelectorAll("circle")).toHaveLength(1);
    // Highest and lowest fee are the same: one gridline with its label, and one day under the point.
    expect(chart.querySelectorAll("line")).toHaveLength(1);
    const labels = [...chart.querySelectorAll("text")].map((text) => text.textContent);
    expect(labels).toEqual(["5%", formatDate(points[0]!.createdAt).slice(0, 10)]);
  });

  it("shows an empty state when the token was never listed", async () => {
    fakeApi({ [route]: ok({ data: [] }) });
    renderWithQuery(<PriceHistory token={token} />);
    expect(screen.getByRole("status", { name: "Loading price history" })).toBeInTheDocument();
    expect(await screen.findByText("No price changes yet.")).toBeInTheDocument();
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
  });
});
