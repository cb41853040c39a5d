import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FeaturedSection } from "@/features/home/components/featured-section";
import { RecentlyListedSection } from "@/features/home/components/recently-listed-section";
import { TrendingAssetsSection } from "@/features/home/components/trending-assets-section";
import { sampleSlide, stubCarouselEnvironment } from "@/test/carousel-environment";
import { failed, fakeApi, ok } from "@/test/fake-api";
import { renderWithQuery } from "@/test/render-with-query";
import { sampleAssetCard } from "@/test/sample-assets";

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const cards = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, index) =>
    sampleAssetCard({
      _id: `${prefix}${index}`,
      name: `${prefix} asset ${index}`,
      tokenId: String(index + 1),
    }),
  );
const assetPage = (data: ReturnType<typeof cards>) => ({
  data,
  nextCursor: null,
  total: { count: data.length, capped: false },
});

describe("Trending assets", () => {
  it("lists the trending cards of the chosen period and links to the same view of browse", async () => {
    const api = fakeApi({
      "POST /api/assets/list": (body) =>
        ok(assetPage(cards((body as { period: string }).period === "1D" ? "day" : "week", 8))),
    });
    const user = userEvent.setup();
    renderWithQuery(<TrendingAssetsSection />);
    const section = await screen.findByRole("region", { name: "Trending assets" });
    expect(await within(section).findByRole("link", { name: "week asset 7" })).toHaveAttribute(
      "href",
      "/asset/0x5fbdb2315678afecb367f032d93f642f64180aa3/8",
    );
    expect(within(section).getAllByRole("article")).toHaveLength(8);
    expect(api.calls[0]?.body).toEqual({ sort: "trending", period: "7D", perPage: 8 });
    expect(within(section).getByRole("link", { name: /View all/ })).toHaveAttribute(
      "href",
      "/browse/assets?sort=trending&period=7D",
    );

    await user.click(within(section).getByRole("button", { name: "1D" }));
    expect(await within(section).findByRole("link", { name: "day asset 0" })).toBeInTheDocument();
    expect(within(section).getByRole("button", { name: "1D" })).toHaveAttribute("aria-pressed", "true");
    expect(api.calls.at(-1)?.body).toEqual({ sort: "trending", period: "1D", perPage: 8 });
    expect(within(section).getByRole("link", { name: /View all/ })).toHaveAttribute(
      "href",
      "/browse/assets?sort=trending&period=1D",
    );
  });

  it("says so when nothing trends", async () => {
    fakeApi({ "POST /api/assets/list": ok(assetPage([])) });
    renderWithQuery(<TrendingAssetsSection />);
    expect(await screen.findByText("No items")).toBeInTheDocument();
    expect(screen.queryByRole("article")).toBeNull();
  });

  it("shows the spec's error and asks again on Try again", async () => {
    const api = fakeApi({ "POST /api/assets/list": [failed(500, "boom"), ok(assetPage(cards("again", 2)))] });
    const user = userEvent.setup();
    renderWithQuery(<TrendingAssetsSection />);
    expect(await screen.findByRole("alert")).toHaveTextContent("Getting NFTs failed");
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("link", { name: "again asset 1" })).toBeInTheDocument();
    expect(api.calls).toHaveLength(2);
  });
});

describe("Recently listed", () => {
  it("asks for the newest listings, shows skeletons until they come, and links to browse sorted so", async () => {
    let answer: (value: Response) => void = () => {};
    const pending = new Promise<Response>((resolve) => (answer = resolve));
    const fetchMock = vi.fn((_path: string, _init?: RequestInit) => pending);
    vi.stubGlobal("fetch", fetchMock);
    renderWithQuery(<RecentlyListedSection />);
    const section = screen.getByRole("region", { name: "Recently listed" });
    expect(within(section).getByRole("status")).toHaveTextContent("Loading recently listed assets");
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(JSON.parse(fetchMock.mock.calls[0]?.[1]?.body as string)).toEqual({
      sort: "recently-listed",
      period: "7D",
      perPage: 8,
    });
    answer(Response.json({ status: "success", data: assetPage(cards("listed", 3)) }));
    expect(await within(section).findAllByRole("article")).toHaveLength(3);
    expect(within(section).queryByRole("status")).toBeNull();
    expect(within(section).getByRole("link", { name: /View all/ })).toHaveAttribute(
      "href",
      "/browse/assets?sort=recently-listed",
    );
  });
});

describe("Featured collections", () => {
  it("loads the carousel with the featured slides, each image by key at slide widths", async () => {
    stubCarouselEnvironment({ width: 1280 });
    fakeApi({ "GET /api/featured": ok([1, 2, 3, 4, 5].map((index) => sampleSlide(index))) });
    renderWithQuery(<FeaturedSection />);
    const carousel = await screen.findByRole("group", { name: "Featured collections" }, { timeout: 10_000 });
    expect(carousel).toHaveAttribute("aria-roledescription", "carousel");
    expect(within(carousel).getAllByRole("group", { name: /of 5$/ })).toHaveLength(5);
    const slide = within(carousel).getByRole("group", { name: "1 of 5" });
    expect(within(slide).getByText("10")).toBeInTheDocument();
    expect(within(slide).getByText("1.5%")).toBeInTheDocument();
    const image = slide.querySelector("img");
    expect(image).toHaveAttribute("src", "/api/images/banner-1.png?w=768");
    expect(image?.getAttribute("srcset")).toContain("/api/images/banner-1.png?w=384 384w");
  });

  it("says 'No collections found' when nothing is featured, the spec's error when it fails", async () => {
    fakeApi({ "GET /api/featured": ok([]) });
    const first = renderWithQuery(<FeaturedSection />);
    expect(await screen.findByText("No collections found")).toBeInTheDocument();
    first.unmount();
    fakeApi({ "GET /api/featured": failed(500, "boom") });
    renderWithQuery(<FeaturedSection />);
    expect(await screen.findByRole("alert")).toHaveTextContent("Getting collections failed");
  });
});
