import { expect, test } from "@playwright/test";
import { demoSeedDone } from "../support/demo-seed.ts";

// The home page sells: the featured collections turn in a carousel and the sections under it lead
// to assets, all from the demo seed's collections on the real stack.
test.describe("home page", () => {
  test.setTimeout(180_000);

  test("shows the featured collections in a carousel that moves on Next and opens a collection", async ({
    page,
    request,
  }) => {
    await demoSeedDone(request);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/");
    const carousel = page.getByRole("group", { name: "Featured collections" });
    // Slow first paints on a busy machine: the slides and Embla's chunk may take a while.
    await expect(carousel).toHaveAttribute("aria-roledescription", "carousel", { timeout: 30_000 });
    const slides = carousel.getByRole("group", { name: /^\d+ of \d+$/ });
    await expect(slides.first()).toBeVisible();
    const count = await slides.count();
    expect(count).toBeGreaterThan(1);

    // At 1280 px four slides share the row, each a quarter of it.
    const row = await carousel.locator("ul").first().boundingBox();
    const first = await slides.first().boundingBox();
    expect(first && row ? Math.round(row.width / first.width) : 0).toBe(4);

    // The pointer over it stops the autoplay, so only the buttons move it from here.
    await carousel.hover();
    const dots = carousel.getByRole("button", { name: /^Go to slide/ });
    const snaps = await dots.count();
    const selected = () =>
      dots.evaluateAll((all) => all.findIndex((dot) => dot.getAttribute("aria-current") === "true"));
    const start = await selected();
    expect(start).toBeGreaterThanOrEqual(0);
    await carousel.getByRole("button", { name: "Next slide" }).click();
    await expect.poll(selected).toBe((start + 1) % snaps);

    // The keyboard moves it back.
    await carousel.getByRole("button", { name: "Previous slide" }).focus();
    await page.keyboard.press("Enter");
    await expect.poll(selected).toBe(start);

    // With the row aligned to its start, position n shows slide n first.
    const shown = slides.nth(start);
    const title = (await shown.getByRole("heading").innerText()).trim();
    await shown.getByRole("link").click();
    await expect(page).toHaveURL(new RegExp(`^.*/collection/${encodeURIComponent(title)}/`));
  });

  test("the app takes over the drawn home page without drawing it again, and enables its buttons", async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on("pageerror", (error) => problems.push(String(error)));
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(message.text());
    });
    // The hero's heading as the HTML drew it, before any of the app's scripts have run.
    await page.addInitScript(() =>
      document.addEventListener("DOMContentLoaded", () => {
        (window as { drawnHeading?: Element | null }).drawnHeading = document.getElementById("hero-title");
      }),
    );
    await page.goto("/");
    const connect = page.getByRole("button", { name: "Connect Wallet" });
    await expect(connect).toBeEnabled({ timeout: 30_000 });
    const period = page.getByRole("group", { name: "Trending period" }).getByRole("button", { name: "30D" });
    await period.click();
    await expect(period).toHaveAttribute("aria-pressed", "true");
    expect(
      await page.evaluate(() => {
        const drawn = (window as { drawnHeading?: Element | null }).drawnHeading;
        return drawn instanceof Element && drawn === document.getElementById("hero-title");
      }),
    ).toBe(true);
    await expect(page.locator("[data-disabled-until-app]")).toHaveCount(0);
    await connect.click();
    await expect(page.getByRole("dialog")).toBeVisible();
    expect(problems).toEqual([]);
  });

  test("a card of a section under the hero opens its asset", async ({ page, request }) => {
    await demoSeedDone(request);
    await page.goto("/");
    const trending = page.getByRole("region", { name: "Trending assets" });
    await expect(trending.getByRole("link", { name: /View all/ })).toHaveAttribute(
      "href",
      "/browse/assets?sort=trending&period=7D",
    );
    const recent = page.getByRole("region", { name: "Recently listed" });
    const card = recent.getByRole("article").first();
    // Slow first paints on a busy machine: the cards and the asset page may take a while.
    await expect(card).toBeVisible({ timeout: 30_000 });
    const name = (await card.getByRole("heading").innerText()).trim();
    await card.getByRole("link", { name }).click();
    await expect(page).toHaveURL(/\/asset\/0x[0-9a-fA-F]{40}\/\d+$/);
    await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible({ timeout: 30_000 });
  });
});
