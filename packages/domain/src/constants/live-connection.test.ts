import { describe, expect, it } from "vitest";
import { nextRetryDelay } from "./live-connection.ts";

describe("nextRetryDelay", () => {
  it("waits 3 s before each of the first 5 retries and then gives up", () => {
    expect([0, 1, 2, 3, 4].map(nextRetryDelay)).toEqual([3000, 3000, 3000, 3000, 3000]);
    expect(nextRetryDelay(5)).toBeNull();
    expect(nextRetryDelay(6)).toBeNull();
  });
});
