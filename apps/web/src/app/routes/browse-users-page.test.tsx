import type { UserListCard } from "@meshlink/domain/users-api.types";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, ok, TEST_ADDRESS } from "@/test/fake-api";
import { renderApp } from "@/test/render-app";

const signedOut = { status: "signed-out" } as const;
const card = (overrides: Partial<UserListCard>): UserListCard => ({
  _id: "u1",
  name: "Ada Forge",
  address: TEST_ADDRESS,
  avatarUrl: null,
  bannerUrl: null,
  description: "<p>Weapons and armour.</p>",
  type: "creator",
  stats: { assetsCreated: 5, collections: 1 },
  ...overrides,
});
const page = (data: UserListCard[]) => ok({ data, nextCursor: null });

afterEach(() => vi.unstubAllGlobals());

describe("/browse/users", () => {
  it("lists people, filters studios and searches by name, keeping both in the URL", async () => {
    const api = fakeApi({
      "GET /api/users?type=all": page([card({}), card({ _id: "s1", name: "Nebula Games", type: "studio" })]),
      "GET /api/users?type=studio": page([card({ _id: "s1", name: "Nebula Games", type: "studio" })]),
      "GET /api/users?type=studio&search=nebula": page([]),
    });
    renderApp("/browse/users", signedOut);
    const ada = await screen.findByRole("link", { name: "Ada Forge" });
    expect(ada).toHaveAttribute("href", "/account/u1");
    expect(within(ada.closest("article")!).getByText("5 assets · 1 collection")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Users" })).toHaveAttribute("aria-current", "page");

    await userEvent.click(screen.getByRole("button", { name: "Studio" }));
    expect(await screen.findByRole("button", { name: "Studio", pressed: true })).toBeInTheDocument();
    await screen.findByRole("link", { name: "Nebula Games" });
    expect(screen.queryByRole("link", { name: "Ada Forge" })).not.toBeInTheDocument();

    await userEvent.type(screen.getByRole("searchbox", { name: "Search people by name" }), "nebula{Enter}");
    expect(await screen.findByText("No Users")).toBeInTheDocument();
    expect(api.paths()).toContain("GET /api/users?type=studio&search=nebula");
  });
});
