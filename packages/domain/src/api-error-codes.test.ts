import { describe, expect, it } from "vitest";
import { API_ERROR_STATUS, generalCodeOf, isApiErrorCode } from "./api-error-codes.ts";

describe("API error codes", () => {
  it("gives each status its general code, which has that status", () => {
    for (const status of [400, 401, 403, 404, 409, 413, 415, 422, 429, 500, 503]) {
      expect(API_ERROR_STATUS[generalCodeOf(status)], String(status)).toBe(status);
    }
  });

  it("falls back on INVALID_REQUEST for another refusal and INTERNAL for another fault", () => {
    expect(generalCodeOf(406)).toBe("INVALID_REQUEST");
    expect(generalCodeOf(502)).toBe("INTERNAL");
  });

  it("reads only the codes it declares", () => {
    expect(isApiErrorCode("WALLET_NOT_REGISTERED")).toBe(true);
    expect(isApiErrorCode("not_found")).toBe(false);
    // Not a key inherited from Object.prototype, nor anything but a string.
    expect(isApiErrorCode("toString")).toBe(false);
    expect(isApiErrorCode(404)).toBe(false);
  });
});
