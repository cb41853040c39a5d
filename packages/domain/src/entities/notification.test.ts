import { describe, expect, it } from "vitest";
import { ZNotification } from "./notification.ts";
import { SAMPLE_COLLECTION_ADDRESS, SAMPLE_STUDIO_ADDRESS } from "./samples.ts";

const notification = {
  _id: "n1",
  type: "asset_proposal_sent",
  isRead: false,
  isSeen: false,
  user: "creator-1",
  fromUser: { _id: "studio-1", name: "Studio One", address: SAMPLE_STUDIO_ADDRESS },
  entity: {
    _id: "asset-1",
    name: "Crystal Sword",
    tokenId: "1",
    imageKey: null,
    address: SAMPLE_COLLECTION_ADDRESS,
  },
  assetName: "Crystal Sword",
  assetAddress: SAMPLE_COLLECTION_ADDRESS,
  assetTokenId: "1",
  imageKey: null,
  createdTimestamp: "2026-11-21T12:00:00.000Z",
  updatedTimestamp: "2026-11-21T12:00:00.000Z",
};

describe("ZNotification", () => {
  it.each([
    "asset_proposal_sent",
    "asset_proposal_accepted",
    "asset_proposal_rejected",
    "asset_proposal_cancelled",
  ])("parses a %s notification", (type) => {
    expect(ZNotification.parse({ ...notification, type })).toEqual({ ...notification, type });
  });

  it.each([
    ["an unknown type", { type: "asset_sold" }, ["type"]],
    ["a sender without address", { fromUser: { _id: "s", name: "S" } }, ["fromUser", "address"]],
    ["a numeric timestamp", { createdTimestamp: 1_795_000_000_000 }, ["createdTimestamp"]],
    ["a missing seen flag", { isSeen: undefined }, ["isSeen"]],
  ])("refuses %s", (_, overrides, path) => {
    expect(ZNotification.safeParse({ ...notification, ...overrides }).error?.issues[0]?.path).toEqual(path);
  });
});
