import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { WalletRuntimeProps } from "@/features/auth/components/wallet-runtime";
import { fakeApi, ok } from "@/test/fake-api";
import { renderApp } from "@/test/render-app";

// wagmi and RainbowKit are exercised in the e2e journeys; here only the request to open them counts.
vi.mock("@/features/auth/components/wallet-runtime", () => ({
  WalletRuntime: ({ connectRequest }: WalletRuntimeProps) => (
    <span data-testid="wallet-runtime">connect requests: {connectRequest}</span>
  ),
}));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("site header", () => {
  it("links Browse, List and Register to their spec routes", async () => {
    renderApp("/", { status: "signed-out" });
    const header = await screen.findByRole("banner");
    const nav = within(header).getAllByRole("navigation", { name: "Main" })[0]!;
    expect(within(nav).getByRole("link", { name: "Browse" })).toHaveAttribute("href", "/browse/assets");
    expect(within(nav).getByRole("link", { name: "List" })).toHaveAttribute("href", "/account/listed");
    expect(within(nav).getByRole("link", { name: "Register" })).toHaveAttribute("href", "/register");
    expect(within(header).getByRole("link", { name: "MeshLink home" })).toHaveAttribute("href", "/");
  });

  it("offers Connect Wallet and a theme toggle to signed-out visitors, without a user menu", async () => {
    renderApp("/", { status: "signed-out" });
    const header = await screen.findByRole("banner");
    expect(within(header).getByRole("button", { name: "Connect Wallet" })).toBeInTheDocument();
    expect(within(header).getByRole("button", { name: "Switch to Night Mode" })).toBeInTheDocument();
    expect(within(header).queryByRole("button", { name: /account menu/i })).not.toBeInTheDocument();
  });

  it("shows the user menu instead of Connect Wallet when signed in", async () => {
    renderApp("/", {
      status: "signed-in",
      user: { id: "u1", name: "Ada", address: "0xabc", type: "creator" },
    });
    const header = await screen.findByRole("banner");
    expect(await within(header).findByRole("button", { name: "Account menu for Ada" })).toBeInTheDocument();
    expect(within(header).queryByRole("button", { name: "Connect Wallet" })).not.toBeInTheDocument();
  });

  it("shows the notification bell only to signed-in users", async () => {
    fakeApi({ "GET /api/notifications/count": ok({ count: 2 }) });
    renderApp("/", {
      status: "signed-in",
      user: { id: "u1", name: "Ada", address: "0xabc", type: "creator" },
    });
    const header = await screen.findByRole("banner");
    expect(await within(header).findByRole("button", { name: "Notifications, 2 new" })).toBeInTheDocument();
  });

  it("has no notification bell for signed-out visitors", async () => {
    renderApp("/", { status: "signed-out" });
    const header = await screen.findByRole("banner");
    expect(within(header).queryByRole("button", { name: /^Notifications/ })).not.toBeInTheDocument();
  });

  it("starts with a skip link to the main landmark", async () => {
    renderApp("/", { status: "signed-out" });
    await screen.findByRole("banner");
    const user = userEvent.setup();
    await user.tab();
    const skip = screen.getByRole("link", { name: "Skip to content" });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute("href", "#main-content");
    expect(screen.getByRole("main")).toHaveAttribute("id", "main-content");
    expect(screen.getByRole("contentinfo")).toBeInTheDocument();
  });

  it("opens the phone menu sheet from its button and gives the focus back when it closes", async () => {
    renderApp("/", { status: "signed-out" });
    const header = await screen.findByRole("banner");
    const user = userEvent.setup();
    const menuButton = within(header).getByRole("button", { name: "Open menu" });
    expect(menuButton).toHaveAttribute("aria-expanded", "false");
    await user.click(menuButton);
    const sheet = await screen.findByRole("dialog", { name: "Menu" });
    expect(menuButton).toHaveAttribute("aria-expanded", "true");
    expect(within(sheet).getByRole("link", { name: "Browse" })).toHaveAttribute("href", "/browse/assets");
    expect(within(sheet).getByRole("button", { name: "Connect Wallet" })).toBeInTheDocument();
    await user.click(within(sheet).getByRole("button", { name: "Close menu" }));
    expect(screen.queryByRole("dialog", { name: "Menu" })).not.toBeInTheDocument();
    expect(menuButton).toHaveFocus();
  });

  it("loads the wallet modal from Connect Wallet", async () => {
    renderApp("/", { status: "signed-out" });
    const header = await screen.findByRole("banner");
    await userEvent.setup().click(within(header).getByRole("button", { name: "Connect Wallet" }));
    expect(await screen.findByTestId("wallet-runtime")).toHaveTextContent("connect requests: 1");
  });
});
