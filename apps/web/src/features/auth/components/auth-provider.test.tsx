import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { WalletRuntimeProps } from "@/features/auth/components/wallet-runtime";
import { useAuth } from "@/features/auth/hooks/use-auth";
import { SignInError } from "@/features/auth/sign-in-error";
import { currentUser, failed, fakeApi, ok, TEST_ADDRESS } from "@/test/fake-api";
import { renderWithAuth } from "@/test/render-with-auth";
import { AuthModal } from "@/features/auth/components/auth-modal";
import { ConnectWalletButton } from "@/features/auth/components/connect-wallet-button";

// The real runtime is wagmi + RainbowKit; here it only records what the provider hands it.
const runtime = vi.hoisted(() => ({
  props: null as WalletRuntimeProps | null,
  disconnect: vi.fn(() => Promise.resolve()),
}));
vi.mock("@/features/auth/components/wallet-runtime", () => ({
  WalletRuntime: (props: WalletRuntimeProps) => {
    runtime.props = props;
    props.controlsRef.current = { disconnect: runtime.disconnect };
    return <span data-testid="wallet-runtime">requests: {props.connectRequest}</span>;
  },
}));

function Status() {
  const { auth, logout } = useAuth();
  return (
    <>
      <p>{auth.status === "signed-in" ? `Signed in as ${auth.user.name}` : auth.status}</p>
      <button type="button" onClick={logout}>
        Log out
      </button>
      <ConnectWalletButton />
      <AuthModal />
    </>
  );
}

const remembered = [
  ["wallet", TEST_ADDRESS],
  ["token", "x".repeat(43)],
  ["logged_in", "true"],
  ["login-signature", "0xsig"],
] as const;

const storeSession = () => {
  for (const [key, value] of remembered) sessionStorage.setItem(key, value);
};

afterEach(() => {
  vi.unstubAllGlobals();
  runtime.props = null;
  runtime.disconnect.mockClear();
});

describe("AuthProvider", () => {
  it("restores a stored session from /api/auth/me, so a reload keeps the user signed in", async () => {
    storeSession();
    const api = fakeApi({ "POST /api/auth/me": ok(currentUser()) });
    renderWithAuth(<Status />);
    expect(screen.getByText("loading")).toBeInTheDocument();
    expect(await screen.findByText("Signed in as Ada")).toBeInTheDocument();
    expect(api.calls[0]!.authorization).toBe(`Bearer ${"x".repeat(43)}`);
  });

  it("is signed out from the first render without a stored session, and asks the server nothing", async () => {
    const api = fakeApi({});
    renderWithAuth(<Status />);
    expect(screen.getByText("signed-out")).toBeInTheDocument();
    await act(() => Promise.resolve());
    expect(screen.getByText("signed-out")).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it("ends an expired session quietly and clears it", async () => {
    storeSession();
    fakeApi({ "POST /api/auth/me": failed(401, "Not signed in") });
    renderWithAuth(<Status />);
    expect(await screen.findByText("signed-out")).toBeInTheDocument();
    expect(sessionStorage.length).toBe(0);
  });

  it('toasts "Failed to fetch user data" when the user cannot be loaded', async () => {
    storeSession();
    fakeApi({ "POST /api/auth/me": { status: 500, body: { status: false, error: "down" } } });
    renderWithAuth(<Status />);
    expect(await screen.findByText("Failed to fetch user data")).toBeInTheDocument();
  });

  it("loads the wallet only when Connect Wallet is pressed", async () => {
    fakeApi({});
    renderWithAuth(<Status />);
    expect(await screen.findByText("signed-out")).toBeInTheDocument();
    expect(screen.queryByTestId("wallet-runtime")).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole("button", { name: "Connect Wallet" }));
    expect(await screen.findByTestId("wallet-runtime")).toHaveTextContent("requests: 1");
  });

  it("opens the Auth modal for an unregistered wallet and toasts sign-in failures", async () => {
    fakeApi({});
    renderWithAuth(<Status />, { auth: { status: "signed-out" } });
    await userEvent.setup().click(screen.getByRole("button", { name: "Connect Wallet" }));
    await screen.findByTestId("wallet-runtime");
    act(() => runtime.props!.onOutcome({ kind: "unregistered", address: TEST_ADDRESS, signature: "0xsig" }));
    expect(await screen.findByRole("dialog", { name: "Register to continue" })).toHaveTextContent(
      TEST_ADDRESS,
    );
    act(() => runtime.props!.onOutcome(new SignInError("Failed to sign message")));
    expect(await screen.findByText("Failed to sign message")).toBeInTheDocument();
  });

  it("logs out: posts the address, disconnects the wallet, clears user, token and signature", async () => {
    storeSession();
    const api = fakeApi({ "POST /api/auth/me": ok(currentUser()), "POST /api/auth/logout": ok(null) });
    renderWithAuth(<Status />);
    await screen.findByText("Signed in as Ada");
    await userEvent.setup().click(screen.getByRole("button", { name: "Log out" }));

    expect(screen.getByText("signed-out")).toBeInTheDocument();
    await waitFor(() => expect(runtime.disconnect).toHaveBeenCalledOnce());
    expect(api.calls.at(-1)).toMatchObject({ path: "/api/auth/logout", body: { address: TEST_ADDRESS } });
    expect(sessionStorage.length).toBe(0);
  });

  it("hands the wallet runtime each Connect Wallet press, also after a logout", async () => {
    storeSession();
    fakeApi({ "POST /api/auth/me": ok(currentUser()), "POST /api/auth/logout": ok(null) });
    renderWithAuth(<Status />);
    await screen.findByText("Signed in as Ada");
    expect(runtime.props!.connectRequest).toBe(0);

    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Log out" }));
    await waitFor(() => expect(runtime.disconnect).toHaveBeenCalledOnce());

    await user.click(screen.getByRole("button", { name: "Connect Wallet" }));
    expect(runtime.props!.connectRequest).toBe(1);
    expect(screen.getByTestId("wallet-runtime")).toHaveTextContent("requests: 1");
  });

  it("says where to sign in, not to register, when the page is not at MeshLink's address", async () => {
    fakeApi({});
    renderWithAuth(<Status />, { auth: { status: "signed-out" }, path: "/asset/create?from=home" });
    await userEvent.setup().click(screen.getByRole("button", { name: "Connect Wallet" }));
    await screen.findByTestId("wallet-runtime");
    const publicUrl = "http://localhost:3391";
    act(() =>
      runtime.props!.onOutcome(
        new SignInError(`Open MeshLink at ${publicUrl} to sign in`, { wrongSiteUrl: publicUrl }),
      ),
    );

    const dialog = await screen.findByRole("dialog", { name: "Sign in at MeshLink's address" });
    expect(dialog).toHaveTextContent("Open MeshLink at http://localhost:3391 to sign in");
    expect(within(dialog).getByRole("link", { name: `Open ${publicUrl}` })).toHaveAttribute(
      "href",
      `${publicUrl}/asset/create?from=home`,
    );
    expect(screen.queryByRole("dialog", { name: "Register to continue" })).not.toBeInTheDocument();
    // Said once, in the dialog: not a toast as well.
    expect(screen.getAllByText(/Open MeshLink at/)).toHaveLength(1);
  });

  it("keeps the sign-in in a new tab until it expires (remembered keys adopted on load)", async () => {
    const expiresAt = String(Date.now() + 60 * 60 * 1000);
    for (const [key, value] of [...remembered, ["expires_at", expiresAt] as const])
      localStorage.setItem(key, value);
    const api = fakeApi({ "POST /api/auth/me": ok(currentUser()) });
    renderWithAuth(<Status />);
    expect(await screen.findByText("Signed in as Ada")).toBeInTheDocument();
    expect(api.calls[0]!.authorization).toBe(`Bearer ${"x".repeat(43)}`);
  });

  it("signs out when another tab logs out", async () => {
    storeSession();
    fakeApi({ "POST /api/auth/me": ok(currentUser()) });
    renderWithAuth(<Status />);
    await screen.findByText("Signed in as Ada");
    act(() => {
      localStorage.clear();
      window.dispatchEvent(new StorageEvent("storage", { key: "token", storageArea: localStorage }));
    });
    expect(await screen.findByText("signed-out")).toBeInTheDocument();
    expect(sessionStorage.getItem("token")).toBeNull();
  });

  it("ends the session when the wallet switches accounts, with the user of that moment", async () => {
    storeSession();
    const api = fakeApi({ "POST /api/auth/me": ok(currentUser()), "POST /api/auth/logout": ok(null) });
    renderWithAuth(<Status />);
    await screen.findByText("Signed in as Ada");
    await act(() => runtime.props!.onAccountChanged());
    expect(screen.getByText("signed-out")).toBeInTheDocument();
    expect(api.calls.at(-1)).toMatchObject({ path: "/api/auth/logout", body: { address: TEST_ADDRESS } });
  });
});
