import { describe, expect, it } from "vitest";
import { fileExtension, isFileInfo, zFileInfo } from "./file-info.ts";

describe("isFileInfo", () => {
  it("recognises anything with a name, type and size, such as a File", () => {
    expect(isFileInfo(new File(["abc"], "a.zip", { type: "application/zip" }))).toBe(true);
    expect(isFileInfo({ name: "a", type: "", size: 0 })).toBe(true);
  });

  it.each([null, undefined, "a.zip", { name: "a", size: 1 }, { name: "a", type: "", size: "1" }])(
    "rejects %j",
    (value) => {
      expect(isFileInfo(value)).toBe(false);
    },
  );
});

describe("zFileInfo", () => {
  it("reports the given message when the file is missing", () => {
    expect(zFileInfo("Pick a file").safeParse(undefined).error?.issues[0]?.message).toBe("Pick a file");
  });
});

describe("fileExtension", () => {
  it("returns the last extension in lower case, or nothing", () => {
    expect(fileExtension("Model.v2.GLB")).toBe(".glb");
    expect(fileExtension("README")).toBe("");
  });
});
