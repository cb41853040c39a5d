import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { AuthModal } from "@/features/auth/components/auth-modal";
import { useAuth } from "@/features/auth/hooks/use-auth";
import { renderWithAuth } from "@/test/render-with-auth";

function OpenButton() {
  const { setAuthModalOpen } = useAuth();
  return (
    <button type="button" onClick={() => setAuthModalOpen(true)}>
      open
    </button>
  );
}

const renderModal = () =>
  renderWithAuth(
    <>
      <OpenButton />
      <AuthModal />
    </>,
    { auth: { status: "signed-out" } },
  );

describe("AuthModal", () => {
  it("tells an unregistered wallet to register and links to /register", async () => {
    const { router } = renderModal();
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "open" }));

    const dialog = await screen.findByRole("dialog", { name: "Register to continue" });
    expect(dialog).toHaveTextContent("This wallet has no MeshLink account yet");
    await user.click(screen.getByRole("link", { name: "Register" }));
    expect(router.state.location.pathname).toBe("/register");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("closes with Not now and with Escape", async () => {
    renderModal();
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "open" }));
    await user.click(await screen.findByRole("button", { name: "Not now" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "open" }));
    await screen.findByRole("dialog");
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
