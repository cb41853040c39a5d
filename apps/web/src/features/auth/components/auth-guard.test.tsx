import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { AuthState } from "@/features/auth/auth-state.types";
import { AuthGuard } from "@/features/auth/components/auth-guard";
import { AuthProvider } from "@/features/auth/components/auth-provider";

function renderGuard(
  auth: AuthState,
  props: { whenSignedOut?: "prompt" | "redirect"; redirectTo?: string } = {},
) {
  const router = createMemoryRouter(
    [
      { path: "/", element: <p>Home page</p> },
      { path: "/register", element: <p>Register page</p> },
      {
        path: "/account",
        element: (
          <AuthGuard auth={auth} {...props}>
            <p>Secret profile</p>
          </AuthGuard>
        ),
      },
    ],
    { initialEntries: ["/account"] },
  );
  render(
    <AuthProvider initialState={auth}>
      <RouterProvider router={router} />
    </AuthProvider>,
  );
  return router;
}

describe("AuthGuard", () => {
  it("shows Loading... while the session is being restored", () => {
    renderGuard({ status: "loading" });
    expect(screen.getByRole("status")).toHaveTextContent("Loading...");
    expect(screen.queryByText("Secret profile")).not.toBeInTheDocument();
  });

  it("shows a connect-wallet prompt to a signed-out visitor", () => {
    renderGuard({ status: "signed-out" });
    expect(screen.getByRole("heading", { name: "Connect your wallet to continue" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Connect Wallet" })).toBeInTheDocument();
    expect(screen.queryByText("Secret profile")).not.toBeInTheDocument();
  });

  it("redirects to / by default in redirect mode", () => {
    const router = renderGuard({ status: "signed-out" }, { whenSignedOut: "redirect" });
    expect(router.state.location.pathname).toBe("/");
    expect(screen.getByText("Home page")).toBeInTheDocument();
  });

  it("redirects to the given URL", () => {
    const router = renderGuard(
      { status: "signed-out" },
      { whenSignedOut: "redirect", redirectTo: "/register" },
    );
    expect(router.state.location.pathname).toBe("/register");
  });

  it("renders the page for a signed-in user", () => {
    renderGuard({ status: "signed-in", user: { id: "u1", name: "Ada", address: "0xabc", type: "creator" } });
    expect(screen.getByText("Secret profile")).toBeInTheDocument();
  });
});
