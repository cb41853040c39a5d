import { describe, expect, it } from "vitest";
import { redactUrl } from "./redact-url.ts";

describe("redactUrl", () => {
  it.each([
    ["/api/ws?token=abc", "/api/ws?token=[redacted]"],
    ["/api/ws?a=1&TOKEN=abc&b=2", "/api/ws?a=1&TOKEN=[redacted]&b=2"],
    ["/api/ws?%74oken=abc", "/api/ws?%74oken=[redacted]"],
    ["/api/auth/verify-email?token=abc", "/api/auth/verify-email?token=[redacted]"],
    ["/verify/abc?x=1", "/verify/[redacted]?x=1"],
    ["/api/x?signature=0xab&token", "/api/x?signature=[redacted]&token=[redacted]"],
  ])("hides the secret in %s", (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });

  it("keeps URLs without secrets as they are", () => {
    for (const url of ["/api/assets?q=sword&page=2", "/api/assets/verify/x", "/", "/?"]) {
      expect(redactUrl(url)).toBe(url);
    }
  });
});
