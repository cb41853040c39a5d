import { NOTIFICATION_TYPES } from "@meshlink/domain/constants/notification-types";
import type { Notification } from "@meshlink/domain/entities/notification";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { NotificationCard } from "@/features/notifications/components/notification-card";

const ADDRESS = "0x5fbdb2315678afecb367f032d93f642f64180aa3";
const base: Notification = {
  _id: "n1",
  type: "asset_proposal_sent",
  isRead: false,
  isSeen: true,
  user: "u1",
  fromUser: { _id: "u2", name: "Studio Nova", address: ADDRESS },
  entity: { _id: "a1", name: "Dragon Mesh", tokenId: "7", imageKey: null, address: ADDRESS },
  assetName: "Dragon Mesh",
  assetAddress: ADDRESS,
  assetTokenId: "7",
  imageKey: null,
  createdTimestamp: "2026-11-20T10:00:00.000Z",
  updatedTimestamp: "2026-11-20T10:00:00.000Z",
};

function renderCard(notification: Notification, onMarkRead = vi.fn()) {
  const router = createMemoryRouter([
    { path: "*", element: <NotificationCard notification={notification} onMarkRead={onMarkRead} /> },
  ]);
  return { ...render(<RouterProvider router={router} />), onMarkRead };
}

describe("notification card", () => {
  it.each(NOTIFICATION_TYPES.filter((type) => type.endsWith("rejected") || type.endsWith("cancelled")))(
    "renders nothing for %s",
    (type) => {
      const { container } = renderCard({ ...base, type });
      expect(container).toBeEmptyDOMElement();
    },
  );

  it.each([
    ["asset_offer_made", /made an offer to integrate/],
    ["asset_offer_authorized", /authorized your offer to integrate .*; you can now accept it/],
  ] as const)("says what happened for %s", (type, text) => {
    renderCard({ ...base, type });
    expect(screen.getByRole("article").textContent).toMatch(text);
  });

  it("names the sender and the asset of a sent proposal", () => {
    renderCard(base);
    expect(screen.getByRole("article")).toHaveTextContent(
      "Studio Nova sent you a proposal to integrate Dragon Mesh",
    );
  });

  it("does not mark an already read notification again when a link is followed", async () => {
    const { onMarkRead } = renderCard({ ...base, isRead: true });
    await userEvent.setup().click(screen.getByRole("link", { name: "Studio Nova" }));
    expect(onMarkRead).not.toHaveBeenCalled();
    expect(screen.queryByRole("button", { name: "Mark as read" })).not.toBeInTheDocument();
  });
});
