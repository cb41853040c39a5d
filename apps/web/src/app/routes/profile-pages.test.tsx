import { PAGE_TEXTS } from "@meshlink/domain/messages/page-texts";
import type { Deal } from "@meshlink/domain/users-api.types";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { failed, fakeApi, ok } from "@/test/fake-api";
import { renderApp } from "@/test/render-app";
import { OTHER_ADDRESS, sampleProfile, signedInAs } from "@/test/sample-profile";
import { sampleAssetCard } from "@/test/sample-assets";

const signedOut = { status: "signed-out" } as const;
const profile = sampleProfile;
const page = (data: unknown[]) => ok({ data, nextCursor: null });
const deal: Deal = {
  _id: "d1",
  role: "received",
  chainId: 31337,
  executedAt: "2026-11-20T09:30:00.000Z",
  txHash: `0x${"ab".repeat(32)}`,
  counterparty: { address: OTHER_ADDRESS, user: { _id: "s1", name: "Nebula Games" } },
  asset: {
    name: "Iron Shield",
    address: "0x5fbdb2315678afecb367f032d93f642f64180aa3",
    tokenId: "2",
    imgUrl: null,
  },
  linkedToken: {
    name: "Iron Shield",
    address: "0xe7f1725e7734ce288f8367e1bb143e90bb3f0512",
    tokenId: "7",
    imgUrl: null,
  },
};

afterEach(() => vi.unstubAllGlobals());

describe("profile pages", () => {
  it("shows another user's header and their created assets, and filters them from the URL", async () => {
    const api = fakeApi({
      "GET /api/users/u1": ok(profile()),
      "GET /api/users/u1/assets?filter=created": page([
        sampleAssetCard({ _id: "a1", name: "Crystal Sword" }),
      ]),
      "GET /api/users/u1/assets?filter=owned": page([sampleAssetCard({ _id: "a2", name: "Bought Axe" })]),
    });
    renderApp("/account/u1", signedOut);
    expect(await screen.findByRole("heading", { level: 1, name: "Ada Forge" })).toBeInTheDocument();
    expect(screen.getByText("Creator")).toBeInTheDocument();
    expect(await screen.findByText("Low-poly weapons for fantasy games.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Portfolio/ })).toHaveAttribute(
      "href",
      "https://ada.example.com",
    );
    const wallets = within(screen.getByRole("list", { name: "Wallets" })).getAllByRole("listitem");
    expect(wallets.map((item) => item.textContent)).toEqual(["0x7099...9c8· royalties", "0x3c44...3bc"]);
    expect(screen.getByText("Assets created").nextSibling).toHaveTextContent("5");
    expect(screen.queryByRole("link", { name: "Edit profile" })).not.toBeInTheDocument();
    expect(screen.queryByLabelText("Change avatar")).not.toBeInTheDocument();
    expect(screen.queryByLabelText("Change banner")).not.toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "Crystal Sword" })).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Owned" }));
    expect(await screen.findByRole("link", { name: "Bought Axe" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Owned" })).toHaveAttribute("aria-pressed", "true");
    expect(api.paths()).toContain("GET /api/users/u1/assets?filter=owned");
  });

  it("opens a tab's filter from a shared link", async () => {
    fakeApi({
      "GET /api/users/u1": ok(profile()),
      "GET /api/users/u1/collections?filter=collected": page([]),
    });
    renderApp("/account/u1/collections?filter=collected", signedOut);
    expect(await screen.findByText("No collections found")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Integrated" })).toHaveAttribute("aria-pressed", "true");
  });

  it("is the 404 page for an id no user has", async () => {
    fakeApi({ "GET /api/users/nobody": failed(404, "User not found") });
    renderApp("/account/nobody", signedOut);
    expect(await screen.findByRole("heading", { level: 1, name: PAGE_TEXTS.notFound })).toBeInTheDocument();
  });

  it("shows the signed-in user's own listings with a way to edit the profile", async () => {
    const api = fakeApi({
      "GET /api/users/u1": ok(profile()),
      "GET /api/users/u1/assets?filter=onSale": page([sampleAssetCard({ _id: "a1", name: "Listed Bow" })]),
    });
    renderApp("/account/listed", signedInAs("u1"));
    expect(await screen.findByRole("heading", { level: 1, name: "Ada Forge" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Listed" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "Edit profile" })).toHaveAttribute("href", "/account/settings");
    // Only the owner gets the upload controls (spec section 6), each a file picker.
    expect(screen.getByLabelText("Change avatar")).toHaveAttribute("type", "file");
    expect(screen.getByLabelText("Change banner")).toHaveAttribute("type", "file");
    expect(await screen.findByRole("link", { name: "Listed Bow" })).toBeInTheDocument();
    expect(api.paths()).toContain("GET /api/users/u1/assets?filter=onSale");
  });

  it("lists deals with the counterparty's profile and the linked token", async () => {
    fakeApi({ "GET /api/users/u1": ok(profile()), "GET /api/users/u1/deals?": page([deal]) });
    renderApp("/account/u1/deals", signedOut);
    const row = await screen.findByRole("article");
    expect(within(row).getByRole("link", { name: "Nebula Games" })).toHaveAttribute("href", "/account/s1");
    const [original, linked] = within(row).getAllByRole("link", { name: "Iron Shield" });
    expect(original).toHaveAttribute("href", `/asset/${deal.asset.address}/2`);
    expect(linked).toHaveAttribute("href", `/asset/${deal.linkedToken.address}/7`);
  });

  it("says No items on an empty Offers received tab", async () => {
    fakeApi({
      "GET /api/users/u1": ok(profile()),
      "GET /api/users/u1/assets?filter=offersReceived": page([]),
    });
    renderApp("/account/u1/offers-received", signedOut);
    await screen.findByRole("heading", { level: 1, name: "Ada Forge" });
    expect(await within(screen.getByRole("main")).findByText("No items")).toBeInTheDocument();
  });
});
