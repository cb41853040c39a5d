import type { Page } from "@playwright/test";

/**
 * The header's notification bell (spec section 2). Its name carries the unread badge:
 * "Notifications" with none, "Notifications, 2 new" with two.
 */
export const notificationBell = (page: Page, unread = 0) =>
  page.getByRole("banner").getByRole("button", {
    name: unread > 0 ? `Notifications, ${unread} new` : "Notifications",
    exact: true,
  });

/**
 * Records the type of every message the server pushes to `page` over the live connection
 * (/api/ws), so a test can tell a live update from a poll or a reload. Call it before the page
 * opens the connection (before its next navigation).
 */
export function recordLiveMessages(page: Page): string[] {
  const types: string[] = [];
  page.on("websocket", (socket) => {
    if (!new URL(socket.url()).pathname.startsWith("/api/ws")) return;
    socket.on("framereceived", ({ payload }) => {
      try {
        const { type } = JSON.parse(String(payload)) as { type?: unknown };
        if (typeof type === "string") types.push(type);
      } catch {
        // Not JSON: not one of the live messages.
      }
    });
  });
  return types;
}

/** Counts the page's full loads from now on: a live update must arrive without one. */
export function countPageLoads(page: Page): () => number {
  let loads = 0;
  page.on("load", () => (loads += 1));
  return () => loads;
}
