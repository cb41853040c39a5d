import { describe, expect, it } from "vitest";
import { isRenderedNotificationType } from "./notification-types.ts";
import { ZNotificationType } from "../entities/constant-enums.ts";

describe("isRenderedNotificationType", () => {
  it("renders sent and accepted proposals and made and authorized offers only", () => {
    expect(ZNotificationType.options.filter(isRenderedNotificationType)).toEqual([
      "asset_proposal_sent",
      "asset_proposal_accepted",
      "asset_offer_made",
      "asset_offer_authorized",
    ]);
  });
});
