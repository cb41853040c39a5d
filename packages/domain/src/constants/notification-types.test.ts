import { describe, expect, it } from "vitest";
import { isRenderedNotificationType, ZNotificationType } from "./notification-types.ts";

describe("isRenderedNotificationType", () => {
  it("renders only sent and accepted proposals", () => {
    expect(ZNotificationType.options.filter(isRenderedNotificationType)).toEqual([
      "asset_proposal_sent",
      "asset_proposal_accepted",
    ]);
  });
});
