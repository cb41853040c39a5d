import { SESSION_STORAGE_KEYS } from "@meshlink/domain/constants/session-storage";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { NotificationBell } from "@/features/notifications/components/notification-bell";
import { FakeWebSocket } from "@/lib/live-connection-fake-socket";
import { fakeApi, ok } from "@/test/fake-api";
import { renderWithQuery } from "@/test/render-with-query";

const countCalls = (paths: string[]) =>
  paths.filter((path) => path === "GET /api/notifications/count").length;

beforeEach(() => {
  FakeWebSocket.instances = [];
  vi.stubGlobal("WebSocket", FakeWebSocket);
  sessionStorage.setItem(SESSION_STORAGE_KEYS.token, "session-token");
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("live notifications", () => {
  it("authenticates, asks for notifications and shows a green dot once connected", async () => {
    fakeApi({
      "GET /api/notifications/count": ok({ count: 0 }),
      "POST /api/notifications/seen": ok({ count: 0 }),
      "GET /api/notifications?perPage=8": ok({ data: [], nextCursor: null }),
    });
    renderWithQuery(<NotificationBell userId="u1" />);
    const socket = FakeWebSocket.latest();
    expect(socket.url).toBe(`ws://${window.location.host}/api/ws`);
    act(() => socket.serverOpens());
    expect(socket.sent).toEqual([
      { type: "AUTHENTICATE", token: "session-token" },
      { type: "GET_NOTIFICATIONS", userId: "u1" },
    ]);
    await userEvent.setup().click(await screen.findByRole("button", { name: "Notifications" }));
    expect(await screen.findByRole("img", { name: "Live updates connected" })).toBeInTheDocument();
  });

  // The socket carries signals: each of these reloads the count (and the list) over HTTP.
  it.each([
    "ASSET_PROPOSAL_ACCEPTED",
    "ASSET_PROPOSAL_SENT",
    "ASSET_OFFER_MADE",
    "ASSET_OFFER_AUTHORIZED",
    "GET_NOTIFICATIONS",
  ])("refreshes the count on %s", async (type) => {
    const api = fakeApi({ "GET /api/notifications/count": [ok({ count: 0 }), ok({ count: 1 })] });
    renderWithQuery(<NotificationBell userId="u1" />);
    await screen.findByRole("button", { name: "Notifications" });
    act(() => FakeWebSocket.latest().serverOpens());
    act(() => FakeWebSocket.latest().serverSends({ type }));
    expect(await screen.findByRole("button", { name: "Notifications, 1 new" })).toBeInTheDocument();
    expect(countCalls(api.paths())).toBe(2);
  });

  it("reloads the open list on a signal, reading each notification once, over HTTP", async () => {
    const notification = {
      _id: "n1",
      type: "asset_offer_made",
      isRead: false,
      isSeen: false,
      user: "u1",
      fromUser: { _id: "u2", name: "Nova", address: "0x70997970c51812dc3a010c7d01b50e0d17dc79c8" },
      entity: {
        _id: "a1",
        name: "Dragon",
        tokenId: "7",
        imageKey: null,
        address: "0x5fbdb2315678afecb367f032d93f642f64180aa3",
      },
      assetName: "Dragon",
      assetAddress: "0x5fbdb2315678afecb367f032d93f642f64180aa3",
      assetTokenId: "7",
      imageKey: null,
      createdTimestamp: "2026-11-20T10:00:00.000Z",
      updatedTimestamp: "2026-11-20T10:00:00.000Z",
    };
    const api = fakeApi({
      "GET /api/notifications/count": ok({ count: 0 }),
      "POST /api/notifications/seen": ok({ count: 0 }),
      "GET /api/notifications?perPage=8": [
        ok({ data: [], nextCursor: null }),
        ok({ data: [notification], nextCursor: null }),
      ],
    });
    renderWithQuery(<NotificationBell userId="u1" />);
    act(() => FakeWebSocket.latest().serverOpens());
    await userEvent.setup().click(await screen.findByRole("button", { name: "Notifications" }));
    expect(await screen.findByText("No notifications found")).toBeInTheDocument();
    const lists = () => api.paths().filter((path) => path === "GET /api/notifications?perPage=8").length;
    const before = lists();

    act(() => FakeWebSocket.latest().serverSends({ type: "ASSET_OFFER_MADE" }));

    expect(await screen.findByText(/Dragon/)).toBeInTheDocument();
    expect(lists()).toBe(before + 1);
  });

  it("closes the socket without retrying when the bell unmounts", async () => {
    fakeApi({ "GET /api/notifications/count": ok({ count: 0 }) });
    const { unmount } = renderWithQuery(<NotificationBell userId="u1" />);
    const socket = FakeWebSocket.latest();
    act(() => socket.serverOpens());
    unmount();
    expect(socket.closeCalls).toBe(1);
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
  });

  it("does not connect without a session token", () => {
    sessionStorage.clear();
    fakeApi({ "GET /api/notifications/count": ok({ count: 0 }) });
    renderWithQuery(<NotificationBell userId="u1" />);
    expect(FakeWebSocket.instances).toHaveLength(0);
  });
});
