import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { VerifyEmailStatus } from "@/features/auth/components/verify-email-status";
import { currentUser, failed, fakeApi, ok, TEST_ADDRESS } from "@/test/fake-api";
import { renderWithAuth } from "@/test/render-with-auth";

vi.mock("@/features/auth/components/wallet-runtime", () => ({ WalletRuntime: () => null }));

const TOKEN = "v".repeat(43);
const verified = ok({ email: "ada@example.com", emailVerified: true });
const session = { token: "s".repeat(43), expiresAt: "2030-01-01T00:00:00.000Z", user: currentUser() };

afterEach(() => vi.unstubAllGlobals());

describe("VerifyEmailStatus", () => {
  it("confirms the email once and signs in with this tab's verified wallet", async () => {
    sessionStorage.setItem("wallet", TEST_ADDRESS);
    sessionStorage.setItem("login-signature", "0xsig");
    const api = fakeApi({ "POST /api/auth/verify-email": verified, "POST /api/auth/login": ok(session) });
    renderWithAuth(<VerifyEmailStatus token={TOKEN} />, { auth: { status: "signed-out" } });

    expect(screen.getByRole("status")).toHaveTextContent("Checking your link…");
    expect(await screen.findByText("Your email is verified")).toBeInTheDocument();
    expect(await screen.findByText(/is confirmed and you are signed in/)).toBeInTheDocument();
    expect(api.calls[0]!.body).toEqual({ token: TOKEN });
    expect(api.paths().filter((path) => path.endsWith("verify-email"))).toHaveLength(1);
    expect(sessionStorage.getItem("token")).toBe(session.token);
  });

  it("asks to connect the wallet when this tab has no verified signature", async () => {
    fakeApi({ "POST /api/auth/verify-email": verified });
    renderWithAuth(<VerifyEmailStatus token={TOKEN} />, { auth: { status: "signed-out" } });
    expect(await screen.findByText(/is confirmed. Connect your wallet to sign in./)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Connect Wallet" })).toBeInTheDocument();
  });

  it("says when the link was already used or has expired", async () => {
    fakeApi({ "POST /api/auth/verify-email": failed(400, "Invalid or expired verification link") });
    renderWithAuth(<VerifyEmailStatus token={TOKEN} />, { auth: { status: "signed-out" } });
    expect(await screen.findByText("This link can no longer be used")).toBeInTheDocument();
    expect(screen.getByText(/Invalid or expired verification link/)).toBeInTheDocument();
  });
});
