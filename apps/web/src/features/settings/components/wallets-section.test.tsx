import { ZCurrentUser } from "@meshlink/domain/auth/current-user.types";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { parseSiweMessage } from "viem/siwe";
import { afterEach, describe, expect, it, vi } from "vitest";
import { WalletsSection } from "@/features/settings/components/wallets-section";
import { WalletAccountsContext, type WalletAccounts } from "@/features/settings/wallet-accounts";
import { currentUser as currentUserJson, fakeApi, ok, TEST_ADDRESS } from "@/test/fake-api";
import { renderWithQuery } from "@/test/render-with-query";
import { isAccountSwitchHeld } from "@/lib/wallet/account-switch-hold";

afterEach(() => vi.unstubAllGlobals());

const currentUser = (overrides: Record<string, unknown> = {}) =>
  ZCurrentUser.parse(currentUserJson(overrides));

const SECOND = "0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc";
const THIRD = "0x90f79bf6eb2c4f870365e785982e1f101e93b906";
const NONCE = "a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6";

function fakeWallet(
  offered: string[],
  onSign = () => {},
): WalletAccounts & { sign: ReturnType<typeof vi.fn> } {
  return {
    request: vi.fn(() => Promise.resolve(offered as `0x${string}`[])),
    chainId: () => Promise.resolve(31337),
    sign: vi.fn(() => {
      onSign();
      return Promise.resolve("0x1234" as const);
    }),
  };
}

function renderWallets(user = currentUser(), wallet = fakeWallet([])) {
  const onSaved = vi.fn();
  const view = renderWithQuery(
    <WalletAccountsContext.Provider value={wallet}>
      <WalletsSection user={user} onSaved={onSaved} />
    </WalletAccountsContext.Provider>,
  );
  return { ...view, onSaved, wallet, actor: userEvent.setup() };
}

describe("WalletsSection", () => {
  it("lists the wallets with the default marked, and makes another the default", async () => {
    const user = currentUser({ addresses: [{ address: TEST_ADDRESS }, { address: SECOND }] });
    const saved = currentUser({ ...user, address: SECOND, defaultAdress: { address: SECOND } });
    const api = fakeApi({ "PUT /api/users/me/default-address": ok(saved) });
    const { actor, onSaved } = renderWallets(user);

    const rows = screen.getAllByRole("listitem");
    expect(rows.map((row) => row.textContent)).toEqual([`${TEST_ADDRESS}Default`, `${SECOND}Make default`]);
    await actor.click(screen.getByRole("button", { name: `Make ${SECOND} the default wallet` }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    expect(api.calls[0]!.body).toEqual({ address: SECOND });
    expect(await screen.findByText("Default wallet changed")).toBeInTheDocument();
  });

  it("has the one new account the wallet offers sign a message naming this account, then adds it", async () => {
    const saved = currentUser({ addresses: [{ address: TEST_ADDRESS }, { address: SECOND }] });
    const api = fakeApi({ "GET /api/auth/nonce": ok(NONCE), "POST /api/users/me/addresses": ok(saved) });
    const heldWhileSigning: boolean[] = [];
    const signing = fakeWallet([TEST_ADDRESS, SECOND], () => heldWhileSigning.push(isAccountSwitchHeld()));
    const { actor, onSaved, wallet } = renderWallets(currentUser(), signing);

    await actor.click(screen.getByRole("button", { name: "Add wallet" }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    const [account, message] = wallet.sign.mock.calls[0] as [string, string];
    expect(account).toBe(SECOND);
    // The wallet may switch to the account it signs with: sign-in leaves that alone until added.
    expect(heldWhileSigning).toEqual([true]);
    expect(isAccountSwitchHeld()).toBe(false);
    expect(parseSiweMessage(message)).toMatchObject({
      nonce: NONCE,
      requestId: "add-wallet:u1",
      chainId: 31337,
    });
    expect(api.calls.at(-1)!.body).toEqual({ message, signature: "0x1234", address: SECOND });
    expect(await screen.findByText("Wallet added")).toBeInTheDocument();
  });

  it("lets the user pick when the wallet offers several new accounts", async () => {
    fakeApi({ "GET /api/auth/nonce": ok(NONCE), "POST /api/users/me/addresses": ok(currentUser()) });
    const { actor, wallet } = renderWallets(currentUser(), fakeWallet([SECOND, THIRD]));

    await actor.click(screen.getByRole("button", { name: "Add wallet" }));
    await actor.click(await screen.findByRole("button", { name: THIRD }));

    await waitFor(() => expect(wallet.sign).toHaveBeenCalledWith(THIRD, expect.any(String)));
  });

  it("says what to do when the wallet offers no account that is not already the user's", async () => {
    const api = fakeApi({});
    const { actor, wallet } = renderWallets(currentUser(), fakeWallet([TEST_ADDRESS]));

    await actor.click(screen.getByRole("button", { name: "Add wallet" }));

    expect(await screen.findByRole("status")).toHaveTextContent(
      /offered no account that isn't already yours/,
    );
    expect(wallet.sign).not.toHaveBeenCalled();
    expect(api.calls).toEqual([]);
  });
});
