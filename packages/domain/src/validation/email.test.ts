import { describe, expect, it } from "vitest";
import { VALIDATION_MESSAGES } from "../messages/validation.ts";
import { ZEmail } from "./email.ts";

describe("ZEmail", () => {
  it("accepts an address and trims pasted spaces", () => {
    expect(ZEmail.parse(" studio@meshlink.dev ")).toBe("studio@meshlink.dev");
  });

  it.each(["", "studio", "studio@", "@meshlink.dev", "a b@c.de", undefined])("rejects %j", (value) => {
    expect(ZEmail.safeParse(value).error?.issues[0]?.message).toBe(VALIDATION_MESSAGES.invalidEmail);
  });
});
