import { describe, expect, it } from "vitest";
import { hiddenCharacterIn, NAME_MESSAGES, normalizeName, ZDisplayName } from "./display-name.ts";

const messageOf = (name: string) => ZDisplayName.safeParse(name).error?.issues[0]?.message;

describe("ZDisplayName", () => {
  it("normalises compatibility forms and spaces", () => {
    expect(ZDisplayName.parse("  Ｐｉｘｅｌ\u00A0  Forge ")).toBe("Pixel Forge");
    expect(normalizeName("ﬁne\tline")).toBe("fine line");
  });

  it.each([
    ["a zero-width space", "\u200B"],
    ["a zero-width space inside", "Ada\u200BVoxel"],
    ["a right-to-left override", "\u202Egnp.exe"],
    ["a left-to-right isolate", "Ada\u2066Voxel"],
    ["a byte order mark inside", "Ad\uFEFFa"],
    ["a soft hyphen", "Ada\u00ADVoxel"],
    ["a control character", "Ada\u0007"],
    ["a Hangul filler", "\u3164"],
    ["a joiner at the end", "Ada\u200D"],
  ])("refuses %s", (_, name) => {
    expect(messageOf(name)).toMatch(/Name cannot contain|Name is required/);
  });

  it("names the refusal", () => {
    expect(messageOf("Ada\u200BVoxel")).toBe(NAME_MESSAGES.hiddenCharacters);
    expect(messageOf("   ")).toBe("Name is required");
    expect(messageOf("a".repeat(101))).toBe("Name can be at most 100 characters");
  });

  it("keeps joiners that emoji sequences and scripts need", () => {
    expect(ZDisplayName.parse("Family 👨\u200D👩\u200D👧")).toBe("Family 👨\u200D👩\u200D👧");
    expect(hiddenCharacterIn("می\u200Cخواهم")).toBeNull();
  });

  it("keeps markup characters as text: a name is escaped wherever it is shown", () => {
    expect(ZDisplayName.parse("<img src=x onerror=alert(1)>")).toBe("<img src=x onerror=alert(1)>");
  });
});
