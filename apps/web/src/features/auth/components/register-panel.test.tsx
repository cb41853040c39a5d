import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RegisterPanel } from "@/features/auth/components/register-panel";
import { currentUser, fakeApi, ok, TEST_ADDRESS } from "@/test/fake-api";
import { renderWithAuth } from "@/test/render-with-auth";

vi.mock("@/features/auth/components/wallet-runtime", () => ({ WalletRuntime: () => null }));

afterEach(() => vi.unstubAllGlobals());

describe("RegisterPanel", () => {
  it("asks a visitor without a verified wallet to connect first", () => {
    fakeApi({});
    renderWithAuth(<RegisterPanel />, { auth: { status: "signed-out" } });
    expect(screen.getByRole("heading", { name: "1. Connect your wallet" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Connect Wallet" })).toBeInTheDocument();
  });

  it("registers the verified wallet, then says to check the email", async () => {
    sessionStorage.setItem("wallet", TEST_ADDRESS);
    sessionStorage.setItem("login-signature", "0xsig");
    fakeApi({
      "POST /api/auth/register": ok(currentUser({ email: "ada@example.com", emailVerified: false })),
    });
    renderWithAuth(<RegisterPanel />, { auth: { status: "signed-out" } });
    expect(screen.getByText(TEST_ADDRESS)).toBeInTheDocument();

    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Name"), "Ada");
    await user.type(screen.getByLabelText("Email"), "ada@example.com");
    await user.click(screen.getByRole("radio", { name: /Creator/ }));
    await user.click(screen.getByRole("button", { name: "Register" }));
    expect(await screen.findByText("Check your email")).toBeInTheDocument();
    expect(screen.getByText(/We sent a verification link to ada@example.com/)).toBeInTheDocument();
  });
});
