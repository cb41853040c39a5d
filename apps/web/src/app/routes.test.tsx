import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeApi, ok } from "@/test/fake-api";
import { renderApp } from "@/test/render-app";

const signedOut = { status: "signed-out" } as const;

describe("spec routes", () => {
  beforeEach(() => {
    fakeApi({
      "POST /api/assets/list": ok({ data: [], nextCursor: null, total: { count: 0, capped: false } }),
      "GET /api/collections?sort=volume&period=7D&perPage=24": ok({
        data: [],
        totalCount: 0,
        totalCapped: false,
        totalPages: 0,
        nextCursor: null,
      }),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ["/browse/assets", "Browse assets", "No items"],
    ["/browse/collections", "Browse collections", "No collections found"],
    ["/register", "Register", "Connect Wallet"],
  ])("%s renders its title and an honest empty state", async (path, title, text) => {
    renderApp(path, signedOut);
    expect(await screen.findByRole("heading", { level: 1, name: title })).toBeInTheDocument();
    expect((await within(screen.getByRole("main")).findAllByText(text)).length).toBeGreaterThan(0);
  });

  it("renders the home hero with its calls to action", async () => {
    renderApp("/", signedOut);
    expect(
      await screen.findByRole("heading", { level: 1, name: /game-ready 3D assets/ }),
    ).toBeInTheDocument();
    const main = screen.getByRole("main");
    expect(within(main).getByRole("link", { name: "Browse assets" })).toHaveAttribute(
      "href",
      "/browse/assets",
    );
    expect(within(main).getByRole("link", { name: "Create asset" })).toHaveAttribute("href", "/asset/create");
  });

  it.each(["/account", "/account/listed", "/account/settings", "/asset/create", "/collection/create"])(
    "%s asks a signed-out visitor to connect a wallet",
    async (path) => {
      renderApp(path);
      expect(
        await screen.findByRole("heading", { name: "Connect your wallet to continue" }),
      ).toBeInTheDocument();
    },
  );
});
