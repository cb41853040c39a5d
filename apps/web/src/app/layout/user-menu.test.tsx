import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { UserMenu } from "@/app/layout/user-menu";
import type { SessionUser } from "@/features/auth/auth-state.types";

const ada: SessionUser = { id: "u1", name: "Ada", address: "0xabc", type: "creator" };

function renderMenu(user: SessionUser | null, onLogout = vi.fn()) {
  const router = createMemoryRouter([{ path: "*", element: <UserMenu user={user} onLogout={onLogout} /> }]);
  render(<RouterProvider router={router} />);
  return { onLogout, router };
}

async function openMenu() {
  const user = userEvent.setup();
  screen.getByRole("button", { name: "Account menu for Ada" }).focus();
  await user.keyboard("{Enter}");
  await screen.findByRole("menu");
  return user;
}

describe("user menu", () => {
  it("renders nothing without a signed-in user", () => {
    renderMenu(null);
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("lists the spec entries in order", async () => {
    renderMenu(ada);
    await openMenu();
    expect(screen.getAllByRole("menuitem").map((item) => item.textContent)).toEqual([
      "Profile",
      "Create Nft",
      "Create Collection",
      "Settings",
      "Night Mode",
      "Log out",
    ]);
    expect(screen.getByRole("menuitem", { name: "Profile" })).toHaveAttribute("href", "/account");
    expect(screen.getByRole("menuitem", { name: "Create Nft" })).toHaveAttribute("href", "/asset/create");
    expect(screen.getByRole("menuitem", { name: "Create Collection" })).toHaveAttribute(
      "href",
      "/collection/create",
    );
    expect(screen.getByRole("menuitem", { name: "Settings" })).toHaveAttribute("href", "/account/settings");
  });

  it("toggles Night Mode and then offers Light Mode", async () => {
    renderMenu(ada);
    const user = await openMenu();
    await user.click(screen.getByRole("menuitem", { name: "Night Mode" }));
    expect(document.documentElement).toHaveClass("dark");
    expect(localStorage.getItem("theme")).toBe("dark");
    await openMenu();
    expect(screen.getByRole("menuitem", { name: "Light Mode" })).toBeInTheDocument();
  });

  it("calls onLogout from Log out", async () => {
    const { onLogout } = renderMenu(ada);
    const user = await openMenu();
    await user.click(screen.getByRole("menuitem", { name: "Log out" }));
    expect(onLogout).toHaveBeenCalledOnce();
  });

  it("shows the user's avatar, round, at a small rendition; the icon without one", () => {
    renderMenu({ ...ada, avatarUrl: "/api/images/image-1" });
    const trigger = screen.getByRole("button", { name: "Account menu for Ada" });
    const avatar = trigger.querySelector("img");
    expect(avatar).toHaveAttribute("src", "/api/images/image-1?w=64&h=64");
    expect(avatar).toHaveClass("rounded-full");
  });
});
