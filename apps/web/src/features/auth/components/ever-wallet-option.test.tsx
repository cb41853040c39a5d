import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { EverWalletOption } from "@/features/auth/components/ever-wallet-option";
import { RegisterPanel } from "@/features/auth/components/register-panel";
import { useAuth } from "@/features/auth/hooks/use-auth";
import { currentUser, failed, fakeApi, ok } from "@/test/fake-api";
import { EVER_ADDRESS, fakeEverWallet } from "@/test/fake-ever-wallet";
import { renderWithAuth } from "@/test/render-with-auth";

// Once a session or a pending registration exists the provider loads wagmi; not needed here.
vi.mock("@/features/auth/components/wallet-runtime", () => ({ WalletRuntime: () => null }));

const signIn = {
  "GET /api/auth/site": ok({ publicUrl: window.location.origin }),
  "GET /api/auth/nonce": ok("a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6"),
};

function SignedInAs() {
  const { auth } = useAuth();
  return <p>{auth.status === "signed-in" ? `Signed in as ${auth.user.name}` : auth.status}</p>;
}

afterEach(() => {
  window.__ever = undefined;
  vi.unstubAllGlobals();
});

describe("EverWalletOption", () => {
  it("links to EVER Wallet's page when the wallet is not installed", () => {
    fakeApi({});
    renderWithAuth(<EverWalletOption />, { auth: { status: "signed-out" } });
    const link = screen.getByRole("link", { name: "Get EVER Wallet (Everscale)" });
    expect(link).toHaveAttribute("href", "https://everwallet.net/");
    expect(link).toHaveAttribute("target", "_blank");
    expect(screen.queryByRole("button", { name: "EVER Wallet" })).not.toBeInTheDocument();
  });

  it("turns into the sign-in button when the extension injects its provider later", () => {
    fakeApi({});
    renderWithAuth(<EverWalletOption />, { auth: { status: "signed-out" } });
    act(() => {
      fakeEverWallet();
      window.dispatchEvent(new Event("ever#initialized"));
    });
    expect(screen.getByRole("button", { name: "EVER Wallet" })).toBeInTheDocument();
  });

  it("signs a registered Everscale wallet in", async () => {
    fakeEverWallet();
    const user = currentUser({ name: "Ever Ada", address: EVER_ADDRESS });
    const session = { token: "t".repeat(43), expiresAt: "2030-01-01T00:00:00.000Z", user };
    fakeApi({ ...signIn, "POST /api/auth/verify": ok(user), "POST /api/auth/login": ok(session) });
    renderWithAuth(
      <>
        <EverWalletOption />
        <SignedInAs />
      </>,
      { auth: { status: "signed-out" } },
    );
    await userEvent.setup().click(screen.getByRole("button", { name: "EVER Wallet" }));
    expect(await screen.findByText("Signed in as Ever Ada")).toBeInTheDocument();
  });

  it("takes a new Everscale wallet to the register form", async () => {
    const wallet = fakeEverWallet();
    const notRegistered = failed(404, "Wallet is not registered", { code: "WALLET_NOT_REGISTERED" });
    fakeApi({ ...signIn, "POST /api/auth/verify": notRegistered });
    renderWithAuth(<RegisterPanel />, { auth: { status: "signed-out" } });
    expect(screen.getByRole("button", { name: "Connect Wallet" })).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole("button", { name: "EVER Wallet" }));
    expect(await screen.findByText(EVER_ADDRESS)).toBeInTheDocument();
    expect(screen.getByLabelText("Name")).toBeInTheDocument();
    expect(wallet.request).toHaveBeenCalledTimes(2);
  });
});
