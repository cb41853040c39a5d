import { CAROUSEL_AUTOPLAY_DELAY_MS } from "@meshlink/domain/constants/carousel";
import { act, fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import FeaturedCarousel from "@/features/home/components/featured-carousel";
import { sampleSlide, stubCarouselEnvironment } from "@/test/carousel-environment";
import { renderWithQuery } from "@/test/render-with-query";

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const slides = Array.from({ length: 6 }, (_, index) => sampleSlide(index + 1));

function renderCarousel() {
  const view = renderWithQuery(
    <>
      <h2 id="featured-title">Featured collections</h2>
      <FeaturedCarousel slides={slides} labelledBy="featured-title" wideCount={5} />
    </>,
  );
  return view;
}

const selectedDot = () =>
  screen
    .getAllByRole("button", { name: /Go to slide/ })
    .findIndex((dot) => dot.getAttribute("aria-current") === "true");

describe("FeaturedCarousel", () => {
  it.each([
    [375, "100%"],
    [640, "50%"],
    [1024, `${100 / 3}%`],
    [1280, "25%"],
    [1920, "20%"],
  ])("at %i px wide gives each slide %s of the row", async (width, basis) => {
    stubCarouselEnvironment({ width });
    renderCarousel();
    const slideGroups = await screen.findAllByRole("group", { name: /of 6$/ });
    expect(slideGroups).toHaveLength(6);
    for (const slide of slideGroups) expect(slide.style.flexBasis).toBe(basis);
  });

  it("is a labelled carousel whose slides open their collections", async () => {
    stubCarouselEnvironment({ width: 1280 });
    renderCarousel();
    const region = await screen.findByRole("group", { name: "Featured collections" });
    expect(region).toHaveAttribute("aria-roledescription", "carousel");
    expect(screen.getByRole("link", { name: "Collection 2" })).toHaveAttribute(
      "href",
      "/collection/Collection%202/u2",
    );
    expect(screen.getByRole("group", { name: "2 of 6" })).toHaveAttribute("aria-roledescription", "slide");
  });

  it("moves with the keyboard on Next, Previous and a dot", async () => {
    stubCarouselEnvironment({ width: 375 });
    const user = userEvent.setup();
    renderCarousel();
    await screen.findByRole("button", { name: "Next slide" });
    expect(selectedDot()).toBe(0);
    screen.getByRole("button", { name: "Next slide" }).focus();
    await user.keyboard("{Enter}");
    await vi.waitFor(() => expect(selectedDot()).toBe(1));
    screen.getByRole("button", { name: "Previous slide" }).focus();
    await user.keyboard(" ");
    await vi.waitFor(() => expect(selectedDot()).toBe(0));
    // Looping: before the first comes the last.
    await user.keyboard(" ");
    await vi.waitFor(() => expect(selectedDot()).toBe(5));
    screen.getByRole("button", { name: "Go to slide 3" }).focus();
    await user.keyboard("{Enter}");
    await vi.waitFor(() => expect(selectedDot()).toBe(2));
  });

  it(`turns every ${CAROUSEL_AUTOPLAY_DELAY_MS / 1000} s, not while hovered or focused`, async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    stubCarouselEnvironment({ width: 375 });
    renderCarousel();
    await act(async () => {});
    const region = screen.getByRole("group", { name: "Featured collections" });
    const advance = (ms: number) => act(async () => vi.advanceTimersByTimeAsync(ms));

    await advance(CAROUSEL_AUTOPLAY_DELAY_MS - 100);
    expect(selectedDot()).toBe(0);
    await advance(200);
    expect(selectedDot()).toBe(1);

    fireEvent.mouseEnter(region);
    await advance(CAROUSEL_AUTOPLAY_DELAY_MS * 3);
    expect(selectedDot()).toBe(1);
    fireEvent.mouseLeave(region);
    await advance(CAROUSEL_AUTOPLAY_DELAY_MS + 100);
    expect(selectedDot()).toBe(2);

    // Focus on a control outside the slides pauses it too, and moving between controls keeps it paused.
    const next = screen.getByRole("button", { name: "Next slide" });
    act(() => next.focus());
    await advance(CAROUSEL_AUTOPLAY_DELAY_MS * 2);
    expect(selectedDot()).toBe(2);
    act(() => screen.getByRole("button", { name: "Previous slide" }).focus());
    await advance(CAROUSEL_AUTOPLAY_DELAY_MS * 2);
    expect(selectedDot()).toBe(2);
    act(() => (document.activeElement as HTMLElement).blur());
    await advance(CAROUSEL_AUTOPLAY_DELAY_MS + 100);
    expect(selectedDot()).toBe(3);
  });

  it("stops and starts again with its rotation button", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    stubCarouselEnvironment({ width: 375 });
    renderCarousel();
    await act(async () => {});
    const advance = (ms: number) => act(async () => vi.advanceTimersByTimeAsync(ms));
    fireEvent.click(screen.getByRole("button", { name: "Stop slide rotation" }));
    // The click left focus on the button; a visitor who clicks and moves away keeps it stopped.
    act(() => (document.activeElement as HTMLElement).blur());
    await advance(CAROUSEL_AUTOPLAY_DELAY_MS * 3);
    expect(selectedDot()).toBe(0);
    fireEvent.click(screen.getByRole("button", { name: "Start slide rotation" }));
    act(() => (document.activeElement as HTMLElement).blur());
    await advance(CAROUSEL_AUTOPLAY_DELAY_MS + 100);
    expect(selectedDot()).toBe(1);
  });

  it("never turns by itself under reduced motion", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    stubCarouselEnvironment({ width: 375, reducedMotion: true });
    renderCarousel();
    await act(async () => {});
    await act(async () => vi.advanceTimersByTimeAsync(CAROUSEL_AUTOPLAY_DELAY_MS * 5));
    expect(selectedDot()).toBe(0);
    expect(screen.queryByRole("button", { name: /slide rotation/ })).toBeNull();
    // Buttons still move it, at once.
    fireEvent.click(screen.getByRole("button", { name: "Next slide" }));
    expect(selectedDot()).toBe(1);
  });

  it("shows no controls when every slide is in view", async () => {
    stubCarouselEnvironment({ width: 1920 });
    renderWithQuery(
      <>
        <h2 id="featured-title">Featured collections</h2>
        <FeaturedCarousel slides={slides.slice(0, 3)} labelledBy="featured-title" wideCount={5} />
      </>,
    );
    expect(await screen.findAllByRole("group", { name: /of 3$/ })).toHaveLength(3);
    expect(screen.queryByRole("button", { name: "Next slide" })).toBeNull();
  });
});
