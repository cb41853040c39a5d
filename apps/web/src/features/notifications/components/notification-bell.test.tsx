import type { Notification } from "@meshlink/domain/entities/notification";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { NotificationBell } from "@/features/notifications/components/notification-bell";
import { failed, fakeApi, ok } from "@/test/fake-api";
import { renderWithQuery } from "@/test/render-with-query";

const ASSET_ADDRESS = "0x5fbdb2315678afecb367f032d93f642f64180aa3";

function notification(overrides: Partial<Notification> = {}): Notification {
  return {
    _id: "n1",
    type: "asset_proposal_accepted",
    isRead: false,
    isSeen: false,
    user: "u1",
    fromUser: { _id: "u2", name: "Studio Nova", address: "0x70997970c51812dc3a010c7d01b50e0d17dc79c8" },
    entity: { _id: "a1", name: "Dragon Mesh", tokenId: "7", imageKey: null, address: ASSET_ADDRESS },
    assetName: "Dragon Mesh",
    assetAddress: ASSET_ADDRESS,
    assetTokenId: "7",
    imageKey: null,
    createdTimestamp: "2026-11-20T10:00:00.000Z",
    updatedTimestamp: "2026-11-20T10:00:00.000Z",
    ...overrides,
  };
}

const page = (data: Notification[], nextCursor: string | null = null) => ok({ data, nextCursor });
const LIST = "GET /api/notifications?perPage=8";

async function openBell(name: RegExp | string = /Notifications/) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name }));
  return { user, dialog: await screen.findByRole("dialog", { name: "Notifications" }) };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("notification bell", () => {
  it("shows the unread badge from the count", async () => {
    fakeApi({ "GET /api/notifications/count": ok({ count: 3 }) });
    renderWithQuery(<NotificationBell userId="u1" />);
    expect(await screen.findByRole("button", { name: "Notifications, 3 new" })).toHaveTextContent("3");
  });

  it("opens the modal, marks notifications seen and refreshes the count", async () => {
    const api = fakeApi({
      "GET /api/notifications/count": [ok({ count: 2 }), ok({ count: 0 })],
      "POST /api/notifications/seen": ok({ count: 2 }),
      [LIST]: page([notification()]),
    });
    renderWithQuery(<NotificationBell userId="u1" />);
    const { user, dialog } = await openBell("Notifications, 2 new");
    expect(within(dialog).getByRole("img", { name: "Live updates disconnected" })).toBeInTheDocument();
    await waitFor(() => expect(api.paths()).toContain("POST /api/notifications/seen"));
    await user.keyboard("{Escape}");
    expect(await screen.findByRole("button", { name: "Notifications" })).toHaveFocus();
    expect(api.paths().filter((path) => path === "GET /api/notifications/count")).toHaveLength(2);
  });

  it("lists accepted and sent proposals with sender and asset links, skipping other types", async () => {
    fakeApi({
      "GET /api/notifications/count": ok({ count: 0 }),
      "POST /api/notifications/seen": ok({ count: 0 }),
      [LIST]: page([
        notification(),
        notification({ _id: "n2", type: "asset_proposal_sent", isRead: true }),
        notification({ _id: "n3", type: "asset_proposal_rejected" }),
        notification({ _id: "n4", type: "asset_proposal_cancelled" }),
      ]),
    });
    renderWithQuery(<NotificationBell userId="u1" />);
    const { dialog } = await openBell();
    const items = await within(dialog).findAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining("Studio Nova accepted your proposal for an asset integration"),
      expect.stringContaining("Studio Nova sent you a proposal to integrate Dragon Mesh"),
    ]);
    expect(within(items[0]!).getByRole("link", { name: "Studio Nova" })).toHaveAttribute(
      "href",
      "/account/u2",
    );
    expect(within(items[0]!).getByRole("link", { name: "Dragon Mesh" })).toHaveAttribute(
      "href",
      `/asset/${ASSET_ADDRESS}/7`,
    );
    expect(within(items[0]!).getByRole("button", { name: "Mark as read" })).toBeInTheDocument();
    expect(within(items[1]!).queryByRole("button", { name: "Mark as read" })).not.toBeInTheDocument();
  });

  it.each([
    ["the unread dot", "button", "Mark as read"],
    ["the sender link", "link", "Studio Nova"],
    ["the asset link", "link", "Dragon Mesh"],
  ] as const)("marks a notification read from %s and refreshes the count", async (_, role, name) => {
    const api = fakeApi({
      "GET /api/notifications/count": ok({ count: 1 }),
      "POST /api/notifications/seen": ok({ count: 0 }),
      "POST /api/notifications/n1/read": ok(notification({ isRead: true })),
      [LIST]: [page([notification()]), page([notification({ isRead: true })])],
    });
    renderWithQuery(<NotificationBell userId="u1" />);
    const { user, dialog } = await openBell();
    await user.click(await within(dialog).findByRole(role, { name }));
    await waitFor(() => expect(api.paths()).toContain("POST /api/notifications/n1/read"));
    await waitFor(() =>
      expect(api.paths().filter((path) => path === "GET /api/notifications/count").length).toBeGreaterThan(2),
    );
    if (role === "button") {
      await waitFor(() => expect(within(dialog).queryByRole("button", { name })).not.toBeInTheDocument());
    } else {
      await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    }
  });

  it("marks read from the keyboard", async () => {
    const api = fakeApi({
      "GET /api/notifications/count": ok({ count: 1 }),
      "POST /api/notifications/seen": ok({ count: 0 }),
      "POST /api/notifications/n1/read": ok(notification({ isRead: true })),
      [LIST]: page([notification()]),
    });
    renderWithQuery(<NotificationBell userId="u1" />);
    const { user, dialog } = await openBell();
    const dot = await within(dialog).findByRole("button", { name: "Mark as read" });
    dot.focus();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(api.paths()).toContain("POST /api/notifications/n1/read"));
  });

  it('shows "No notifications found" for an empty list', async () => {
    fakeApi({
      "GET /api/notifications/count": ok({ count: 0 }),
      "POST /api/notifications/seen": ok({ count: 0 }),
      [LIST]: page([]),
    });
    renderWithQuery(<NotificationBell userId="u1" />);
    const { dialog } = await openBell();
    expect(await within(dialog).findByText("No notifications found")).toBeInTheDocument();
  });

  it("asks for the next page of 8 after the last one shown, and goes back to the first", async () => {
    const api = fakeApi({
      "GET /api/notifications/count": ok({ count: 0 }),
      "POST /api/notifications/seen": ok({ count: 0 }),
      [LIST]: page([notification()], "after-n1"),
      [`${LIST}&cursor=after-n1`]: page([
        notification({ _id: "n9", entity: { ...notification().entity, name: "Older asset" } }),
      ]),
    });
    renderWithQuery(<NotificationBell userId="u1" />);
    const { user, dialog } = await openBell();
    const pager = await within(dialog).findByRole("navigation", { name: "Pagination" });
    const shownPage = () => pager.querySelector("[aria-live]")?.textContent?.replace(/\s+/g, " ");
    expect(shownPage()).toBe("Page 1 / of 2+ or more");
    await user.click(within(pager).getByRole("button", { name: "Next" }));
    expect(await within(dialog).findByText(/Older asset/)).toBeInTheDocument();
    expect(api.paths()).toContain(`${LIST}&cursor=after-n1`);
    expect(shownPage()).toBe("Page 2 / of 2");
    expect(within(pager).getByRole("button", { name: "Next" })).toBeDisabled();
    await user.click(within(pager).getByRole("button", { name: "Prev" }));
    await waitFor(() => expect(shownPage()).toBe("Page 1 / of 2"));
    expect(await within(dialog).findByText(/Dragon Mesh/)).toBeInTheDocument();
  });

  it("toasts when the count or the list fails", async () => {
    fakeApi({
      "GET /api/notifications/count": failed(500, "boom"),
      "POST /api/notifications/seen": ok({ count: 0 }),
      [LIST]: failed(500, "boom"),
    });
    renderWithQuery(<NotificationBell userId="u1" />);
    expect(await screen.findByText("Getting new notifications count failed")).toBeInTheDocument();
    await openBell();
    expect(await screen.findByText("Getting notifications failed")).toBeInTheDocument();
  });
});
