import { describe, expect, it } from "vitest";
import type { NotificationType } from "../constants/notification-types.ts";
import {
  countUnread,
  countUnseen,
  isNotificationRendered,
  markAllSeen,
  markNotificationRead,
  renderedNotifications,
} from "./notifications.ts";

const note = (_id: string, type: NotificationType, isRead = false, isSeen = false) => ({
  _id,
  type,
  isRead,
  isSeen,
});
const list = [
  note("sent", "asset_proposal_sent"),
  note("accepted", "asset_proposal_accepted", true, true),
  note("rejected", "asset_proposal_rejected"),
  note("cancelled", "asset_proposal_cancelled"),
];

describe("isNotificationRendered", () => {
  it.each([
    ["asset_proposal_sent", true],
    ["asset_proposal_accepted", true],
    ["asset_proposal_rejected", false],
    ["asset_proposal_cancelled", false],
    ["asset_offer_made", true],
    ["asset_offer_authorized", true],
  ] as const)("renders %s: %s", (type, rendered) => {
    expect(isNotificationRendered({ type })).toBe(rendered);
  });

  it("filters a list down to the cards that render", () => {
    expect(renderedNotifications(list).map((n) => n._id)).toEqual(["sent", "accepted"]);
  });
});

describe("counts", () => {
  it("count only rendered notifications", () => {
    expect(countUnseen(list)).toBe(1);
    expect(countUnread(list)).toBe(1);
  });
});

describe("markNotificationRead", () => {
  it("marks one notification read and leaves the list unchanged otherwise", () => {
    const next = markNotificationRead(list, "sent");
    expect(next.find((n) => n._id === "sent")?.isRead).toBe(true);
    expect(countUnread(next)).toBe(0);
    expect(list[0]?.isRead).toBe(false);
    expect(next.slice(1)).toEqual(list.slice(1));
  });

  it("ignores an unknown id", () => {
    expect(markNotificationRead(list, "nope")).toEqual(list);
  });
});

describe("markAllSeen", () => {
  it("marks everything seen without touching read state", () => {
    const next = markAllSeen(list);
    expect(countUnseen(next)).toBe(0);
    expect(next.map((n) => n.isRead)).toEqual(list.map((n) => n.isRead));
  });
});
